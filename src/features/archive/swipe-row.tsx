import type { ReactNode } from 'react';
import { useSwipe } from './use-swipe';
import styles from './swipe-row.module.css';

interface SwipeRowProps {
  direction: 'left' | 'right';
  /** what the swipe and the button do */
  onAct: () => void;
  /** the button's visible text and its accessible name (which contains it) */
  actionText: string;
  actionName: string;
  /** names the group of the card and its button, so the button is heard as part of its card */
  label: string;
  children: ReactNode;
}

/**
 * An item that a swipe in `direction` acts on, with a button that does the same for keyboard
 * and screen-reader users (and anyone who does not know the gesture).
 */
export function SwipeRow({ direction, onAct, actionText, actionName, label, children }: SwipeRowProps) {
  const swipe = useSwipe(direction, onAct);
  return (
    <div
      role="group"
      aria-label={label}
      className={styles.row}
      data-dragging={swipe.dragging || undefined}
      style={swipe.offset ? { transform: `translateX(${swipe.offset}px)` } : undefined}
      {...swipe.handlers}
    >
      {children}
      <button type="button" className={styles.action} aria-label={actionName} onClick={onAct}>
        {actionText}
      </button>
    </div>
  );
}
