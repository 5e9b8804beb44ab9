import type { Db } from '../client';

/**
 * The order's items become the customer's purchases on `orderedOn` (YYYY-MM-DD), replacing what an earlier
 * version of the order wrote: the last purchase of a product ('Última compra') then shows the app's orders.
 */
export async function recordOrderPurchases(db: Db, orderId: number, orderedOn: string): Promise<void> {
  await forgetOrderPurchases(db, orderId);
  await db.query(
    `INSERT INTO purchase_history (customer_id, product_id, package_id, quantity, ordered_on, order_id)
     SELECT o.customer_id, oi.product_id, oi.package_id, oi.quantity, $2::date, o.id
     FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.id = $1`,
    [orderId, orderedOn],
  );
}

/** A cancelled order was no purchase. */
export async function forgetOrderPurchases(db: Db, orderId: number): Promise<void> {
  await db.query('DELETE FROM purchase_history WHERE order_id = $1', [orderId]);
}
