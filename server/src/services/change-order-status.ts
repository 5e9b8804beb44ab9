import { z } from 'zod';
import type { OrderStatus } from '../../../src/domain/entities/orders';
import type { AppDeps } from '../deps';
import { recordOrderChange } from '../db/queries/order-feed';
import { setOrderStatus } from '../db/queries/orders';
import { refuse } from '../domain/refusal';
import { notifyCustomer } from '../push/notify';
import { orderStatusMessage } from '../push/order-messages';
import { recordOrderEvent } from '../webhooks/record-webhook-event';
import { lockOrderOf, type OrderOwner } from './own-order';

// Cancelling has its own rules (credit, in-flight card payments): it is done by services/cancel-order.ts.
export const BACK_OFFICE_STATUSES = ['Em análise', 'Em processamento', 'Liberado', 'Separado', 'Entregue', 'Bloqueado', 'Pendente'] as const satisfies OrderStatus[];
export type BackOfficeStatus = (typeof BACK_OFFICE_STATUSES)[number];

export const changeOrderStatusResultSchema = z.enum(['changed', 'unchanged']).meta({
  description: '`changed`: the order has the status now; `unchanged`: it had it already, with the same observation (a retry).',
});

export interface ChangeOrderStatusInput {
  orderId: number;
  owner: OrderOwner;
  status: BackOfficeStatus;
  /** shown to the customer with the status; '' for none */
  observation?: string;
}

/**
 * Moves the order to a status, as the distributor's back office does, and tells the customer's devices (after the
 * commit, not awaited). The same status with the same observation again changes nothing (a retry): 'unchanged'.
 * Refused for an unknown or cancelled order.
 */
export async function changeOrderStatus(deps: AppDeps, input: ChangeOrderStatusInput): Promise<z.infer<typeof changeOrderStatusResultSchema>> {
  const { orderId, owner, status, observation = '' } = input;
  const changed = await deps.db.transaction(async (tx) => {
    const order = await lockOrderOf(tx, orderId, owner);
    if (order.status === 'Cancelado') refuse('refused', 'Este pedido foi cancelado.');
    if (order.status === status && order.status_observation === observation) return null;
    await setOrderStatus(tx, order.id, status, observation);
    await recordOrderEvent(tx, 'order.changed', order.id, deps.clock.now(), { previousStatus: order.status });
    await recordOrderChange(tx, order.id, deps.clock.now());
    return order;
  });
  if (!changed) return 'unchanged';
  void notifyCustomer(deps, changed.customer_id, orderStatusMessage(changed, status));
  return 'changed';
}
