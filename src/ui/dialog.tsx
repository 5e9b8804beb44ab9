import { useId, useRef, type ReactNode } from 'react';
import { SCROLL_REGION_ATTRIBUTE } from './focus';
import { useNativeDialog } from './use-native-dialog';
import { useOverflows } from './use-overflows';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * Modal on the native <dialog>, labelled by its title and described by its body; Escape
 * calls onClose. Focus moves to the first control (or the title) and back to the opener
 * on close (useNativeDialog).
 */
export function Dialog({ open, title, onClose, actions, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useNativeDialog(ref, open, onClose);
  // A long body (the terms) is a tab stop so the keyboard scrolls it; a short one is not.
  const scrolls = useOverflows(bodyRef, contentRef, open);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={open && !scrolls ? bodyId : undefined}
    >
      {open && (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div
            ref={bodyRef}
            id={bodyId}
            className={styles.body}
            {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-labelledby': titleId, [SCROLL_REGION_ATTRIBUTE]: '' } : {})}
          >
            <div ref={contentRef}>{children}</div>
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </>
      )}
    </dialog>
  );
}
