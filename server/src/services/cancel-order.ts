import { z } from 'zod';
import type { AppDeps } from '../deps';
import { recordOrderChange } from '../db/queries/order-feed';
import { addCredit, cancelOrder as cancelOrderRow } from '../db/queries/orders';
import { forgetOrderPurchases } from '../db/queries/purchase-history';
import { isPaid } from '../domain/payments';
import { refuse } from '../domain/refusal';
import { notifyCustomer } from '../push/notify';
import { orderStatusMessage } from '../push/order-messages';
import { recordOrderEvent } from '../webhooks/record-webhook-event';
import { findOrderOf } from './own-order';

export const CANCEL_REFUSED = 'Não foi possível cancelar o pedido selecionado.';

export const cancelResultSchema = z.enum(['cancelled', 'unchanged']).meta({
  description: '`cancelled`: cancelled now; `unchanged`: it was cancelled already (a retry; the first reason stays).',
});

export interface CancelOrderInput {
  orderId: number;
  /** the customer (while the order is cancellable), or the distributor with the reason the customer reads */
  by: { customerId: number } | { partnerId: number; reason: string };
}

/**
 * Cancels the order: a paid one turns its total into the customer's credit [commerce §4], its purchases leave the
 * customer's history, and the customer's devices are told (after the commit, not awaited). Refused while a card
 * payment is in flight, and for the customer once the order is not cancellable; the distributor cancelling an order
 * already cancelled is a retry: 'unchanged', the first reason stays.
 */
export async function cancelOrder(deps: AppDeps, { orderId, by }: CancelOrderInput): Promise<z.infer<typeof cancelResultSchema>> {
  const now = deps.clock.now();
  const reason = 'reason' in by ? by.reason : null;
  const cancelled = await deps.db.transaction(async (tx) => {
    // Not locked here: cancelOrderRow locks the carts editing it first, then the order, as finishing an edit does.
    const order = await findOrderOf(tx, orderId, by);
    if (order.status === 'Cancelado' && reason !== null) return null;
    const row = await cancelOrderRow(tx, order, now, reason);
    if (!row) refuse('refused', CANCEL_REFUSED);
    await forgetOrderPurchases(tx, order.id);
    if (isPaid(row, now)) await addCredit(tx, order.customer_id, order.total_payment);
    await recordOrderEvent(tx, 'order.cancelled', order.id, now, reason === null ? { cancelledBy: 'customer' } : { cancelledBy: 'distributor', reason });
    await recordOrderChange(tx, order.id, now);
    return order;
  });
  if (!cancelled) return 'unchanged';
  void notifyCustomer(deps, cancelled.customer_id, orderStatusMessage(cancelled, 'Cancelado'));
  return 'cancelled';
}
