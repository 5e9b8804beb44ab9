import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { authMessages } from './messages';

interface PasswordWarningDialogProps {
  text: string | null;
  onDefineCode: () => void;
  onLater: () => void;
}

/**
 * Login answered changePasswordWarning: the session is stored. The main action keeps it and leads to choosing
 * one's own code (docs/decisions/first-sign-in-defines-own-code.md); the user may also continue.
 */
export function PasswordWarningDialog({ text, onDefineCode, onLater }: PasswordWarningDialogProps) {
  return (
    <ConfirmDialog
      open={text !== null}
      title={authMessages.passwordWarningTitle}
      confirmLabel={authMessages.defineOwnCode}
      cancelLabel={authMessages.remindLater}
      onConfirm={onDefineCode}
      onCancel={onLater}
    >
      <p>{text}</p>
    </ConfirmDialog>
  );
}

interface PasswordChangeDialogProps {
  open: boolean;
  supportHref: string;
  onReset: () => void;
  onClose: () => void;
}

/** Status 470: the temporary code can no longer be used. */
export function PasswordChangeDialog({ open, supportHref, onReset, onClose }: PasswordChangeDialogProps) {
  return (
    <Dialog
      open={open}
      title={authMessages.passwordChangeTitle}
      onClose={onClose}
      actions={
        <>
          <a
            className={`${buttons.button} ${buttons.secondary}`}
            href={supportHref}
            target="_blank"
            rel="noopener noreferrer"
          >
            {authMessages.contactUsPlain}
          </a>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onReset}>
            {authMessages.resetPassword}
          </button>
        </>
      }
    >
      <p>{authMessages.passwordChangeBody}</p>
    </Dialog>
  );
}
