import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { checkoutMessages } from './messages';

/** An order finished offline: kept on the device, to be sent; never said to be placed. */
export function QueuedDialog({ open, onGoToOrders }: { open: boolean; onGoToOrders: () => void }) {
  return (
    <Dialog
      open={open}
      title={checkoutMessages.queuedTitle}
      onClose={onGoToOrders}
      actions={
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onGoToOrders}>
          {checkoutMessages.goToOrders}
        </button>
      }
    >
      <p>{checkoutMessages.queuedText}</p>
    </Dialog>
  );
}
