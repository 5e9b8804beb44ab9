import type { AppDeps } from '../deps';
import { markPaid } from '../db/queries/orders';
import { latestPixCharge, markPixChargePaid } from '../db/queries/payments';
import { refuse } from '../domain/refusal';
import { notifyCustomer } from '../push/notify';
import { pixPaidMessage } from '../push/order-messages';
import { recordOrderEvent } from '../webhooks/record-webhook-event';
import { lockOwnOrder } from './own-order';

export interface ConfirmPixPaymentInput {
  orderId: number;
  customerId: number;
}

/**
 * The order's latest PIX charge is paid: the order is marked paid (using the customer's credit) and the customer's
 * devices are told (after the commit, not awaited). Checked on the locked order row: a payment arriving twice at once
 * marks the order paid once, the second is refused. Refused too for an order without a charge or not awaiting payment.
 */
export async function confirmPixPayment(deps: AppDeps, { orderId, customerId }: ConfirmPixPaymentInput): Promise<void> {
  const now = deps.clock.now();
  const order = await deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, orderId, customerId);
    const charge = await latestPixCharge(tx, order.id);
    if (!charge) refuse('refused', 'Nenhuma cobrança PIX foi gerada para este pedido.');
    if (order.paid_at !== null || order.status === 'Cancelado') refuse('refused', 'Este pedido não aguarda pagamento.');
    await markPixChargePaid(tx, charge.id, now);
    await markPaid(tx, order, now);
    await recordOrderEvent(tx, 'payment.received', order.id, now, { payment: { method: 'pix', amount: charge.amount, txid: charge.txid } });
    return order;
  });
  void notifyCustomer(deps, order.customer_id, pixPaidMessage(order));
}
