import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { cardMessages } from './messages';
import styles from './card.module.css';

/** [access §2.14] the confirmation after the authorisation (the fields are already cleared). */
export function CardSuccess({ open, onDone }: { open: boolean; onDone: () => void }) {
  return (
    <Dialog
      open={open}
      title={cardMessages.approvedTitle}
      onClose={onDone}
      actions={
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onDone}>
          {cardMessages.toOrders}
        </button>
      }
    >
      <div className={styles.success}>
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
        <p>{cardMessages.approvedText}</p>
      </div>
    </Dialog>
  );
}
