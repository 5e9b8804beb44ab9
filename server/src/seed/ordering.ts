import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import { recordOrderChange } from '../db/queries/order-feed';
import { buildCustomerData } from './customer-data';
import { buildOrders } from './orders';
import {
  coupons, customerAddresses, customerCredits, lockedCart, orderingPartnerCustomers, paymentPlans,
} from './ordering-people';
import type { buildProducts } from './products';
import { seededRandom } from './random';

/** Everything issue 3 adds, drawn from its own generator so the catalogue of the first seed stays the same. */
export async function seedOrdering(tx: Db, productsByPartner: Map<number, ReturnType<typeof buildProducts>>, today: Date) {
  const rng = seededRandom(20240603);
  await insertRows(tx, 'customer_addresses', customerAddresses);
  await insertRows(tx, 'payment_plans', paymentPlans);
  await insertRows(tx, 'coupons', coupons);
  for (const { customer_id, credit_balance } of customerCredits) {
    await tx.query('UPDATE customers SET credit_balance = $2 WHERE id = $1', [customer_id, credit_balance]);
  }
  for (const { customer_id, partner_id } of orderingPartnerCustomers) {
    const data = buildCustomerData(rng, customer_id, productsByPartner.get(partner_id)!, today);
    await insertRows(tx, 'purchase_history', data.history);
    await insertRows(tx, 'suggestions', data.suggestions);
    await insertRows(tx, 'favorites', data.favorites);
  }
  const { orders, items } = buildOrders(rng, productsByPartner, today);
  await insertRows(tx, 'orders', orders);
  await insertRows(tx, 'order_items', items);
  await tx.query("SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))");
  // In the feed as placed, oldest first.
  for (const order of await tx.query<{ id: number; created_at: Date }>('SELECT id, created_at FROM orders ORDER BY created_at, id')) {
    await recordOrderChange(tx, order.id, order.created_at);
  }

  const [cart] = await tx.query<{ id: number }>(
    "INSERT INTO carts (customer_id, partner_id, status) VALUES ($1, $2, 'LOCKED') RETURNING id",
    [lockedCart.customer_id, lockedCart.partner_id],
  );
  const products = productsByPartner.get(lockedCart.partner_id)!.slice(0, 2);
  await insertRows(tx, 'cart_items', products.map((product, index) => ({
    cart_id: cart.id, product_id: product.id, quantity: index + 2, package_id: product.packages[0].id,
    price: product.sales_price, added_at: today.toISOString(), issues: lockedCart.itemIssues[index],
  })));
  await insertRows(tx, 'cart_issues', lockedCart.issues.map((issue) => ({ cart_id: cart.id, ...issue })));
}
