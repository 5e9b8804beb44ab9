import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { passwordDialogsMessages } from './password-dialogs-messages';

interface PasswordWarningDialogProps {
  text: string | null;
  onDefineCode: () => void;
  onLater: () => void;
}

/**
 * Login answered changePasswordWarning: the session is stored. The main action keeps it and leads to choosing
 * one's own code (docs/decisions/0132-first-sign-in-defines-own-code.md); the user may also continue.
 */
export function PasswordWarningDialog({ text, onDefineCode, onLater }: PasswordWarningDialogProps) {
  return (
    <ConfirmDialog
      open={text !== null}
      title={passwordDialogsMessages.passwordWarningTitle}
      confirmLabel={passwordDialogsMessages.defineOwnCode}
      cancelLabel={passwordDialogsMessages.remindLater}
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
      title={passwordDialogsMessages.passwordChangeTitle}
      onClose={onClose}
      actions={
        <>
          <a
            className={`${buttons.button} ${buttons.secondary}`}
            href={supportHref}
            target="_blank"
            rel="noopener noreferrer"
          >
            {passwordDialogsMessages.contactUsPlain}
          </a>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onReset}>
            {passwordDialogsMessages.resetPassword}
          </button>
        </>
      }
    >
      <p>{passwordDialogsMessages.passwordChangeBody}</p>
    </Dialog>
  );
}
