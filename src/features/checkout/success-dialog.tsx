import type { CompleteOrderResponse } from '../../domain/entities/checkout';
import { formatBrl, formatDate } from '../../domain/format';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { checkoutMessages } from './messages';

interface SuccessDialogProps {
  result: CompleteOrderResponse | null;
  editing: boolean;
  onGoToOrders: () => void;
}

/** 'Sucesso!': delivery date, item count and total with installments. */
export function SuccessDialog({ result, editing, onGoToOrders }: SuccessDialogProps) {
  return (
    <Dialog
      open={result !== null}
      title={checkoutMessages.success}
      onClose={onGoToOrders}
      actions={
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onGoToOrders}>
          {checkoutMessages.goToOrders}
        </button>
      }
    >
      {result && (
        <>
          <p>{editing ? checkoutMessages.successChanged(result.number) : checkoutMessages.successPlaced(result.number)}</p>
          <p>{checkoutMessages.successDate(formatDate(result.deliveryDate))}</p>
          <p>{checkoutMessages.successItems(result.itemCount)}</p>
          <p>
            {checkoutMessages.successTotal(
              formatBrl(result.payment.totalPayment),
              checkoutMessages.installments(result.payment.parcels, formatBrl(result.payment.parcelValue)),
            )}
          </p>
        </>
      )}
    </Dialog>
  );
}
