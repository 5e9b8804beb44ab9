import { ConfirmDialog } from '../../ui/confirm-dialog';
import { shellMessages } from './messages';

interface SignOutDialogProps {
  open: boolean;
  pending: number;
  onConfirm: () => void;
  onCancel: () => void;
}

export function SignOutDialog({ open, pending, onConfirm, onCancel }: SignOutDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={shellMessages.signOutTitle}
      confirmLabel={shellMessages.signOutConfirm}
      cancelLabel={shellMessages.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{shellMessages.signOutPending(pending)}</p>
    </ConfirmDialog>
  );
}
