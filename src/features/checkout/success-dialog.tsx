import { useNavigate } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import type { CompleteOrderResponse } from '../../domain/entities/checkout';
import { formatBrl, formatDate } from '../../domain/format';
import { somethingToPay } from '../../domain/order-card-rules';
import { roundCents } from '../../domain/pricing';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { orderMessages } from '../orders/messages';
import { checkoutMessages } from './messages';

interface SuccessDialogProps {
  partnerId: number;
  result: CompleteOrderResponse | null;
  editing: boolean;
  onGoToOrders: () => void;
}

/**
 * 'Sucesso!': delivery date, item count and total with installments; the credit it used, if any, and what is left
 * to pay after it (whatever the plan: the sum must add up); when the plan lets the order be paid on the app and
 * something is due, paying it now (PIX, card).
 */
export function SuccessDialog({ partnerId, result, editing, onGoToOrders }: SuccessDialogProps) {
  const navigate = useNavigate();
  const payment = result?.payment;
  const payable = payment !== undefined && somethingToPay(payment.amountDue);
  // What the customer's credit took off a freshly placed order's total, in whole cents.
  const creditUsed = payment ? Math.max(0, roundCents(payment.totalPayment - payment.amountDue)) : 0;
  const pay = (to: typeof paths.payPix | typeof paths.payCard) =>
    result && void navigate({ to, search: { orderId: result.orderId, [PARTNER_QUERY]: partnerId } });
  return (
    <Dialog
      open={result !== null}
      title={checkoutMessages.success}
      onClose={onGoToOrders}
      actions={
        <>
          {payable && payment.canUsePix && (
            <button type="button" className={`${buttons.button} ${buttons.accent}`} onClick={() => pay(paths.payPix)}>
              {orderMessages.payPix}
            </button>
          )}
          {payable && payment.canUseCreditCard && (
            <button type="button" className={`${buttons.button} ${buttons.accent}`} onClick={() => pay(paths.payCard)}>
              {orderMessages.payCard}
            </button>
          )}
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onGoToOrders}>
            {checkoutMessages.goToOrders}
          </button>
        </>
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
          {creditUsed > 0 && <p>{checkoutMessages.creditUsed(formatBrl(creditUsed))}</p>}
          {payable && (payment.canUsePix || payment.canUseCreditCard || creditUsed > 0) && (
            <p>{checkoutMessages.payNowAmount(formatBrl(payment.amountDue))}</p>
          )}
        </>
      )}
    </Dialog>
  );
}
