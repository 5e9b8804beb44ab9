import type { OrderStatus } from '../../../src/domain/entities/orders';
import type { AppDeps } from '../deps';
import { setOrderStatus } from '../db/queries/orders';
import { refuse } from '../domain/refusal';
import { notifyCustomer } from '../push/notify';
import { orderStatusMessage } from '../push/order-messages';
import { recordOrderEvent } from '../webhooks/record-webhook-event';
import { lockOwnOrder } from './own-order';

// Cancelling has its own rules (credit, in-flight card payments): it is only done by the customer's DELETE /v2/orders/:id.
export const BACK_OFFICE_STATUSES = ['Em análise', 'Em processamento', 'Liberado', 'Separado', 'Entregue', 'Bloqueado', 'Pendente'] as const satisfies OrderStatus[];
export type BackOfficeStatus = (typeof BACK_OFFICE_STATUSES)[number];

export interface ChangeOrderStatusInput {
  orderId: number;
  customerId: number;
  status: BackOfficeStatus;
}

/**
 * Moves the customer's order to a status, as the distributor's back office does, and tells the customer's devices
 * (after the commit, not awaited). Refused for an unknown or cancelled order, or one already in that status.
 */
export async function changeOrderStatus(deps: AppDeps, { orderId, customerId, status }: ChangeOrderStatusInput): Promise<void> {
  const order = await deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, orderId, customerId);
    if (order.status === 'Cancelado') refuse('refused', 'Este pedido foi cancelado.');
    if (order.status === status) refuse('refused', 'O pedido já está com este status.');
    await setOrderStatus(tx, order.id, status);
    await recordOrderEvent(tx, 'order.changed', order.id, deps.clock.now(), { previousStatus: order.status });
    return order;
  });
  void notifyCustomer(deps, order.customer_id, orderStatusMessage(order, status));
}
