import { useEffect, useRef } from 'react';
import { Dialog } from '../../ui/dialog';
import type { TapSpot } from '../../ui/sign-out-request';
import buttons from '../../ui/button.module.css';
import { shiftClearOf } from './clear-of-tap';
import { shellMessages as m } from './messages';

interface SignOutDialogProps {
  open: boolean;
  pending: number;
  busy?: boolean;
  /** where the 'Sair' that opened the dialog was: a second tap of a double tap lands there */
  avoid: TapSpot | null;
  onConfirm: () => void;
  onForget: () => void;
  onCancel: () => void;
}

/**
 * 'Sair': the user stays saved on this device (one tap enters again), so the dialog says so and offers to forget
 * them. Not while changes wait to be sent: forgetting deletes the local database that holds them.
 */
export function SignOutDialog({ open, pending, busy, avoid, onConfirm, onForget, onCancel }: SignOutDialogProps) {
  const mayForget = pending === 0;
  const forgetRef = useRef<HTMLButtonElement>(null);

  // After the dialog's own effects have shown it: moved, if need be, so that forgetting is not under the tap.
  useEffect(() => {
    const forget = forgetRef.current;
    const dialog = forget?.closest('dialog');
    if (!open || !avoid || !forget || !dialog) return;
    const shift = shiftClearOf(forget.getBoundingClientRect(), dialog.getBoundingClientRect(), avoid, window.innerHeight);
    dialog.style.transform = shift === 0 ? '' : `translateY(${shift}px)`;
    return () => {
      dialog.style.transform = '';
    };
  }, [open, avoid, mayForget]);

  return (
    <Dialog
      open={open}
      title={pending > 0 ? m.signOutTitle : m.signOutPlainTitle}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel} disabled={busy}>
            {m.cancel}
          </button>
          {mayForget && (
            <button ref={forgetRef} type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onForget} disabled={busy}>
              {m.signOutForget}
            </button>
          )}
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {pending > 0 ? m.signOutConfirm : m.signOut}
          </button>
        </>
      }
    >
      {pending > 0 && <p>{m.signOutPending(pending)}</p>}
      <p>{m.staysSaved}</p>
      {mayForget && <p>{m.forgetHint}</p>}
    </Dialog>
  );
}
