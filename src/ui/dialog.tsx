import { useId, useRef, type ReactNode } from 'react';
import { useNativeDialog } from './use-native-dialog';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Modal on the native <dialog>, labelled by its title; Escape calls onClose. */
export function Dialog({ open, title, onClose, actions, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useNativeDialog(ref, open, onClose);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId}>
      {open && (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {/* Focusable, so a long body (the terms) scrolls from the keyboard too. */}
          <div className={styles.body} tabIndex={0} role="group" aria-labelledby={titleId}>
            {children}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </>
      )}
    </dialog>
  );
}
