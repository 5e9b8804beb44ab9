import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
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
    <Dialog
      open={message !== null}
      title={cartMessages.excessiveTitle}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel}>
            {cartMessages.cancel}
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm}>
            {cartMessages.confirm}
          </button>
        </>
      }
    >
      <p className={styles.subtitle}>{cartMessages.excessiveSubtitle}</p>
      <p>{message}</p>
    </Dialog>
  );
}
