import { ConfirmDialog } from '../../ui/confirm-dialog';
import { cartMessages } from './messages';
import styles from './excessive-dialog.module.css';

interface ExcessiveDialogProps {
  /** the server's 'Você selecionou …, deseja continuar?'; null closes the dialog */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ExcessiveDialog({ message, onConfirm, onCancel }: ExcessiveDialogProps) {
  return (
    <ConfirmDialog
      open={message !== null}
      title={cartMessages.excessiveTitle}
      confirmLabel={cartMessages.confirm}
      cancelLabel={cartMessages.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className={styles.subtitle}>{cartMessages.excessiveSubtitle}</p>
      <p>{message}</p>
    </ConfirmDialog>
  );
}
