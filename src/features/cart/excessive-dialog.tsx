import { ConfirmDialog } from '../../ui/confirm-dialog';
import { productCardMessages } from '../product-card/messages';
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
      confirmLabel={productCardMessages.confirm}
      cancelLabel={productCardMessages.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className={styles.subtitle}>{cartMessages.excessiveSubtitle}</p>
      <p>{message}</p>
    </ConfirmDialog>
  );
}
