// Order history and detail are pulled into Dexie: readable offline after one visit.
import { ApiError, HTTP_STATUS } from '../../api/errors';
import { fetchOrder, fetchOrders } from '../../api/orders';
import { userDb } from '../../db/user-db';

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
