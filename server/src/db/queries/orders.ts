import type { OrderIssue, OrderStatus } from '../../../../src/domain/entities/orders';
import type { Package, Promotion, SalesUnit } from '../../../../src/domain/entities/catalogue';
import type { Db } from '../client';
import { clearCart } from './checkout';

/** The money an order stores, as checkout totals them (`orderTotalColumns`). */
export interface OrderTotalColumns {
  items_total: number;
  discount: number;
  delivery_fee: number;
  margin_total: number;
  total_payment: number;
  parcels: number;
}

export interface OrderRow extends OrderTotalColumns {
  id: number;
  number: string;
  customer_id: number;
  partner_id: number;
  status: OrderStatus;
  created_at: Date;
  /** YYYY-MM-DD */
  delivery_date: string;
  address: string;
  purchase_order: string;
  observations: string;
  paid_at: Date | null;
  /** the customer credit the payment used up; 0 until paid */
  credit_used: number;
  payment_link: string | null;
  status_observation: string;
  can_edit: boolean;
  can_cancel: boolean;
  issues: OrderIssue[];
  plan_name: string;
  can_use_pix: boolean;
  can_use_credit_card: boolean;
  credit_balance: number;
  payment_plan_id: number;
  coupon_code: string | null;
  /** the distributor's own number, once its ERP acknowledged the order */
  erp_number: string | null;
  invoice_key: string | null;
  invoice_number: string | null;
  invoice_series: string | null;
  invoice_danfe_url: string | null;
}

const ORDER_SELECT = `SELECT o.id, o.number, o.customer_id, o.partner_id, o.status, o.created_at,
    to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.address, o.purchase_order, o.observations, o.items_total,
    o.discount, o.delivery_fee, o.margin_total, o.total_payment, o.parcels, o.paid_at, o.credit_used, o.payment_link, o.status_observation,
    o.can_edit, o.can_cancel, o.issues, pp.description AS plan_name, pp.can_use_pix, pp.can_use_credit_card, cu.credit_balance,
    o.payment_plan_id, o.coupon_code, o.erp_number, o.invoice_key, o.invoice_number, o.invoice_series, o.invoice_danfe_url
  FROM orders o JOIN payment_plans pp ON pp.id = o.payment_plan_id JOIN customers cu ON cu.id = o.customer_id`;

/** Scoped to the customer: another customer's order reads as missing. */
export async function findOrder(db: Db, orderId: number, customerId: number): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND o.customer_id = $2`, [orderId, customerId]);
  return row;
}

/** Inside a transaction, the order's row stays locked until it ends: a payment or cancel running alongside waits, or is seen. */
export async function lockOrderByNumber(db: Db, number: string, partnerId: number, customerId: number): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.number = $1 AND o.partner_id = $2 AND o.customer_id = $3 FOR UPDATE OF o`,
    [number, partnerId, customerId],
  );
  return row;
}

export async function orderHistory(db: Db, customerId: number, partnerId: number): Promise<OrderRow[]> {
  return db.query<OrderRow>(`${ORDER_SELECT} WHERE o.customer_id = $1 AND o.partner_id = $2 ORDER BY o.created_at DESC, o.id DESC`, [customerId, partnerId]);
}

export interface OrderItemRow {
  id: number;
  product_id: number;
  package_id: number;
  quantity: number;
  price: number;
  total: number;
  code: string;
  family_name: string;
  brand_id: number;
  brand_name: string;
  packages: Package[];
  deleted: boolean;
  in_cart: boolean;
  sales_unit: SalesUnit;
  sales_price: number;
  promotions: Promotion[];
}

export async function orderItems(db: Db, orderId: number, customerId: number): Promise<OrderItemRow[]> {
  return db.query<OrderItemRow>(
    `SELECT oi.id, oi.product_id, oi.package_id, oi.quantity, oi.price, oi.total, p.code, f.name AS family_name,
       p.brand_id, b.name AS brand_name, p.packages, p.deleted, p.sales_unit, p.sales_price, p.promotions,
       EXISTS (SELECT 1 FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
               WHERE c.customer_id = $2 AND c.partner_id = p.partner_id AND ci.product_id = p.id) AS in_cart
     FROM order_items oi JOIN products p ON p.id = oi.product_id
     JOIN families f ON f.id = p.family_id JOIN brands b ON b.id = p.brand_id
     WHERE oi.order_id = $1 ORDER BY oi.id`,
    [orderId, customerId],
  );
}

/**
 * The customer's other orders at the order's partner not cancelled and not yet paid at `now`: their total
 * (pending debits) and the part already released.
 */
export async function otherOpenDebits(
  db: Db,
  order: Pick<OrderRow, 'id' | 'customer_id' | 'partner_id'>,
  now: Date,
): Promise<{ pendingDebits: number; releasedTotal: number }> {
  const [row] = await db.query<{ pending: number; released: number }>(
    `SELECT coalesce(sum(total_payment), 0) AS pending, coalesce(sum(total_payment) FILTER (WHERE status = 'Liberado'), 0) AS released
     FROM orders WHERE customer_id = $1 AND partner_id = $2 AND id <> $3 AND status <> 'Cancelado' AND (paid_at IS NULL OR paid_at > $4)`,
    [order.customer_id, order.partner_id, order.id, now.toISOString()],
  );
  return { pendingDebits: row.pending, releasedTotal: row.released };
}

/**
 * Numbers are sequential per partner. Call inside a transaction: the partner's row stays locked until it ends, so
 * orders finished at the same moment take turns (the unique (partner, number) constraint is the last guard).
 * NO KEY UPDATE: rows that merely reference the partner (carts, orders) are not held up.
 */
export async function nextOrderNumber(db: Db, partnerId: number): Promise<string> {
  await db.query('SELECT id FROM partners WHERE id = $1 FOR NO KEY UPDATE', [partnerId]);
  const [row] = await db.query<{ next: number }>(
    'SELECT coalesce(max(number::int), $2::int - 1) + 1 AS next FROM orders WHERE partner_id = $1',
    [partnerId, partnerId * 100_000 + 201],
  );
  return String(row.next);
}

export interface OrderContent extends OrderTotalColumns {
  delivery_date: string;
  address: string;
  purchase_order: string;
  observations: string;
  payment_plan_id: number;
  coupon_code: string | null;
  items: { product_id: number; package_id: number; quantity: number; price: number; total: number }[];
}

const CONTENT_COLUMNS = [
  'delivery_date', 'address', 'purchase_order', 'observations', 'payment_plan_id', 'coupon_code', 'items_total', 'discount',
  'delivery_fee', 'margin_total', 'total_payment', 'parcels',
] as const;

async function writeItems(db: Db, orderId: number, items: OrderContent['items']): Promise<void> {
  await db.query('DELETE FROM order_items WHERE order_id = $1', [orderId]);
  for (const item of items) {
    await db.query(
      'INSERT INTO order_items (order_id, product_id, package_id, quantity, price, total) VALUES ($1, $2, $3, $4, $5, $6)',
      [orderId, item.product_id, item.package_id, item.quantity, item.price, item.total],
    );
  }
}

export async function insertOrder(
  db: Db,
  head: { number: string; customer_id: number; partner_id: number; created_at: string },
  content: OrderContent,
): Promise<number> {
  const values = CONTENT_COLUMNS.map((column) => content[column]);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO orders (number, customer_id, partner_id, status, created_at, can_edit, can_cancel, ${CONTENT_COLUMNS.join(', ')})
     VALUES ($1, $2, $3, 'Em análise', $4, true, true, ${CONTENT_COLUMNS.map((_, i) => `$${i + 5}`).join(', ')}) RETURNING id`,
    [head.number, head.customer_id, head.partner_id, head.created_at, ...values],
  );
  await writeItems(db, row.id, content.items);
  return row.id;
}

export async function updateOrder(db: Db, orderId: number, content: OrderContent): Promise<void> {
  await db.query(
    `UPDATE orders SET ${CONTENT_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [orderId, ...CONTENT_COLUMNS.map((column) => content[column])],
  );
  await writeItems(db, orderId, content.items);
}

/**
 * Cancels the order unless a card payment is in flight at `now` (an attempt not yet decided, or an approval dated
 * ahead: the money may be taken, so the order stays) or, for its customer (no `reason`), it is not cancellable. The
 * distributor's `reason` becomes the status observation the customer reads. Answers the cancelled order's paid_at,
 * or undefined when it was refused. The payment link goes; a cart still editing the order is emptied, so finishing
 * it does not revive the order. Call inside a transaction: the order's row stays locked until it ends.
 * The editing carts are locked before the order, in the order finishing an edit locks them (no deadlock).
 */
export async function cancelOrder(
  db: Db,
  order: Pick<OrderRow, 'id' | 'number' | 'customer_id' | 'partner_id'>,
  now: Date,
  reason: string | null,
): Promise<{ paid_at: Date | null } | undefined> {
  const editing = await db.query<{ id: number }>(
    'SELECT id FROM carts WHERE customer_id = $1 AND partner_id = $2 AND order_number = $3 FOR UPDATE',
    [order.customer_id, order.partner_id, order.number],
  );
  // Locked before the update, so the update reads card payments committed by a payment that held the lock.
  await lockOrder(db, order.id, order.customer_id);
  const [cancelled] = await db.query<{ paid_at: Date | null }>(
    `UPDATE orders o SET status = 'Cancelado', can_edit = false, can_cancel = false, payment_link = NULL,
       status_observation = coalesce($3::text, o.status_observation)
     WHERE o.id = $1 AND o.status <> 'Cancelado' AND ($3::text IS NOT NULL OR o.can_cancel) AND (o.paid_at IS NULL OR o.paid_at <= $2)
       AND NOT EXISTS (SELECT 1 FROM card_payments cp WHERE cp.order_id = o.id AND cp.decided_at > $2)
     RETURNING o.paid_at`,
    [order.id, now.toISOString(), reason],
  );
  if (!cancelled) return undefined;
  for (const cart of editing) await clearCart(db, cart.id);
  return cancelled;
}

/** Locks the customer's order row until the transaction ends: a cancel or payment running alongside waits for it. */
export async function lockOrder(db: Db, orderId: number, customerId: number): Promise<void> {
  await db.query('SELECT id FROM orders WHERE id = $1 AND customer_id = $2 FOR UPDATE', [orderId, customerId]);
}

/** The customer of the partner's order, or undefined for another partner's; `lock` keeps its row locked until the transaction ends. */
export async function partnerOrderCustomer(db: Db, orderId: number, partnerId: number, lock: boolean): Promise<number | undefined> {
  const [row] = await db.query<{ customer_id: number }>(
    `SELECT customer_id FROM orders WHERE id = $1 AND partner_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [orderId, partnerId],
  );
  return row?.customer_id;
}

/** Marks the order paid at `at` and uses the customer's credit against it, recording how much it used. */
export async function markPaid(db: Db, order: Pick<OrderRow, 'id' | 'customer_id' | 'total_payment'>, at: Date): Promise<void> {
  // The customer's row is locked first: another payment using the same credit waits for this one's update.
  await db.query(
    `UPDATE orders SET paid_at = $2, can_edit = false,
       credit_used = (SELECT least(credit_balance, $4) FROM customers WHERE id = $3 FOR UPDATE) WHERE id = $1`,
    [order.id, at.toISOString(), order.customer_id, order.total_payment],
  );
  await db.query('UPDATE customers SET credit_balance = greatest(0, credit_balance - $2) WHERE id = $1', [order.customer_id, order.total_payment]);
}

/** What a paid order cost is not refunded: it becomes credit for the next orders [commerce §4]. */
export async function addCredit(db: Db, customerId: number, amount: number): Promise<void> {
  await db.query('UPDATE customers SET credit_balance = credit_balance + $2 WHERE id = $1', [customerId, amount]);
}

/**
 * The back office moving an order on, with what it tells the customer about it (the observation belongs to the
 * status: a new status without one clears the old). Past analysis it can no longer be edited. Call with the row locked.
 */
export async function setOrderStatus(db: Db, orderId: number, status: OrderStatus, observation: string): Promise<void> {
  await db.query(
    `UPDATE orders SET status = $2, status_observation = $3, can_edit = can_edit AND $2 = 'Em análise' WHERE id = $1`,
    [orderId, status, observation],
  );
}
