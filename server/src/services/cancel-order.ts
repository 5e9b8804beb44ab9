import { canCancel } from '../../../src/domain/order-card-rules';
import type { AppDeps } from '../deps';
import { addCredit, cancelOrder } from '../db/queries/orders';
import { forgetOrderPurchases } from '../db/queries/purchase-history';
import { toOrder } from '../domain/order-view';
import { isPaid } from '../domain/payments';
import { refuse } from '../domain/refusal';
import { notifyCustomer } from '../push/notify';
import { orderStatusMessage } from '../push/order-messages';
import { recordOrderEvent } from '../webhooks/record-webhook-event';
import { findOwnOrder } from './own-order';

const CANCEL_REFUSED = 'Não foi possível cancelar o pedido selecionado.';

/**
 * The customer cancels its order: an order paid before turns its total into credit, the partner's webhooks hear of it,
 * the customer's devices are told (after the commit, not awaited). Refused for an order that cannot be cancelled,
 * one whose card payment is in flight, or anyone else's.
 */
export async function cancelOwnOrder(deps: AppDeps, orderId: number, customerId: number): Promise<void> {
  const order = await findOwnOrder(deps.db, orderId, customerId);
  const now = deps.clock.now();
  if (!canCancel(toOrder(order, now))) refuse('refused', CANCEL_REFUSED);
  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await cancelOrder(tx, order, now);
    if (!row) return false;
    await forgetOrderPurchases(tx, order.id);
    if (isPaid(row, now)) await addCredit(tx, order.customer_id, order.total_payment);
    await recordOrderEvent(tx, 'order.cancelled', order.id, now, { cancelledBy: 'customer' });
    return true;
  });
  if (!cancelled) refuse('refused', CANCEL_REFUSED);
  void notifyCustomer(deps, order.customer_id, orderStatusMessage(order, 'Cancelado'));
}
