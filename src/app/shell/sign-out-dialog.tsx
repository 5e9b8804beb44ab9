import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { shellMessages as m } from './messages';

interface SignOutDialogProps {
  open: boolean;
  pending: number;
  busy?: boolean;
  onConfirm: () => void;
  onForget: () => void;
  onCancel: () => void;
}

/**
 * 'Sair': the user stays saved on this device (one tap enters again), so the dialog says so and offers to forget
 * them. Not while changes wait to be sent: forgetting deletes the local database that holds them.
 */
export function SignOutDialog({ open, pending, busy, onConfirm, onForget, onCancel }: SignOutDialogProps) {
  const mayForget = pending === 0;
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
            <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onForget} disabled={busy}>
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
