import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { shellMessages } from './messages';

interface SignOutDialogProps {
  open: boolean;
  pending: number;
  onConfirm: () => void;
  onCancel: () => void;
}

export function SignOutDialog({ open, pending, onConfirm, onCancel }: SignOutDialogProps) {
  return (
    <Dialog
      open={open}
      title={shellMessages.signOutTitle}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel}>
            {shellMessages.cancel}
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm}>
            {shellMessages.signOutConfirm}
          </button>
        </>
      }
    >
      <p>{shellMessages.signOutPending(pending)}</p>
    </Dialog>
  );
}
