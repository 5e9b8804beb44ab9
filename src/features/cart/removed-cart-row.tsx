import { useEffect, useId, useRef } from 'react';
import { cartMessages } from './messages';
import styles from './compact-cart.module.css';
import buttons from '../../ui/button.module.css';

interface RemovedCartRowProps {
  family: string;
  onUndo: () => void;
}

/** Where a removed item was: 'Item removido!' and 'Desfazer', which takes the focus at once. */
export function RemovedCartRow({ family, onUndo }: RemovedCartRowProps) {
  const undoRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useEffect(() => undoRef.current?.focus(), []);
  return (
    <div className={styles.removed}>
      <p id={textId} className={styles.removedText}>
        {cartMessages.itemRemoved} <strong>{family}</strong>
      </p>
      <button ref={undoRef} type="button" className={buttons.pill} aria-describedby={textId} onClick={onUndo}>
        {cartMessages.undo}
      </button>
    </div>
  );
}
