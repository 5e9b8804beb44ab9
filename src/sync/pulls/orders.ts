// Order history and detail are pulled into Dexie: readable offline after one visit.
import { ApiError, HTTP_STATUS } from '../../api/errors';
import { fetchOrder, fetchOrders } from '../../api/orders';
import { userDb } from '../../db/user-db';
import type { Order, OrderDetail } from '../../domain/entities/orders';
import { newestFirst } from '../../domain/order-card-rules';
import { chunked } from './chunks';

/** The newest orders whose details a visit of the history keeps on the device, so they open offline. */
export const KEPT_ORDER_DETAILS = 10;
// Details asked at a time: the screens' own calls are never queued behind ten of them.
const AT_ONCE = 2;

/** Replaces the partner's stored orders with the server's list. */
export async function refreshOrders(partnerId: number): Promise<void> {
  const orders = await fetchOrders(partnerId);
  const db = userDb();
  await db.transaction('rw', db.orders, async () => {
    await db.orders.where('partnerId').equals(partnerId).delete();
    await db.orders.bulkPut(orders.map((order) => ({ ...order, partnerId })));
  });
}

/** Rejects with the ApiError; a 404 ('Pedido … não encontrado.') also drops the stored copy. */
export async function refreshOrderDetail(orderId: number): Promise<void> {
  try {
    await userDb().orderDetails.put(await fetchOrder(orderId));
  } catch (error) {
    if (error instanceof ApiError && error.status === HTTP_STATUS.notFound) await userDb().orderDetails.delete(orderId);
    throw error;
  }
}

/** A stored detail still tells what the history's row tells; else it is fetched again. */
export function detailIsCurrent(detail: OrderDetail | undefined, order: Order): boolean {
  return (
    detail !== undefined &&
    detail.status === order.status &&
    detail.paid === order.paid &&
    detail.canEdit === order.canEdit &&
    detail.deliveryExpected === order.deliveryExpected &&
    detail.payment.totalPayment === order.payment.totalPayment &&
    detail.orderIssues.length === order.orderIssues.length &&
    detail.statusObservation === order.statusObservation &&
    detail.invoice?.key === order.invoice?.key
  );
}

const keeping = new Set<number>();

/**
 * After the history's list, in the background and at low fetch priority: the details of the partner's newest
 * orders that the device lacks or holds out of date. Best effort: a detail that fails to load is left as it was.
 */
export async function keepRecentOrderDetails(partnerId: number): Promise<void> {
  if (keeping.has(partnerId)) return;
  keeping.add(partnerId);
  try {
    const db = userDb();
    const recent = (await db.orders.where('partnerId').equals(partnerId).toArray()).sort(newestFirst).slice(0, KEPT_ORDER_DETAILS);
    const stored = await db.orderDetails.bulkGet(recent.map((order) => order.id));
    const missing = recent.filter((order, index) => !detailIsCurrent(stored[index], order));
    for (const orders of chunked(missing, AT_ONCE)) {
      const answers = await Promise.allSettled(orders.map((order) => fetchOrder(order.id, 'low')));
      const details = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      if (details.length > 0) await db.orderDetails.bulkPut(details);
      // The connection is gone: the next visit online asks again.
      if (answers.some((answer) => answer.status === 'rejected' && answer.reason instanceof ApiError && answer.reason.kind === 'network')) return;
    }
  } finally {
    keeping.delete(partnerId);
  }
}
