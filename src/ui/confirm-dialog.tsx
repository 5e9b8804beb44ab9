import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import buttons from './button.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** the cancel button and Escape */
  onCancel: () => void;
  /** while the confirmation runs: both buttons disabled, the confirm one aria-busy */
  busy?: boolean;
  children?: ReactNode;
}

/** A question with two answers: cancel (secondary) first, confirm (primary) last. */
export function ConfirmDialog({ open, title, confirmLabel, cancelLabel, onConfirm, onCancel, busy, children }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
