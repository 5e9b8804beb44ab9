import type { OrderStatus } from '../../../../src/domain/entities/orders';
import type { Package } from '../../../../src/domain/entities/catalogue';
import type { Db } from '../client';
import type { OrderTotalColumns } from './orders';

/**
 * Moves the order to the end of its partner's feed. Call it as the last statement of the transaction that changed
 * the order: the counter's row stays locked until the commit, so the partner's changes commit in counter order
 * (migration 020), and taking no lock after it keeps it out of any deadlock.
 */
export async function recordOrderChange(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx.query(
    `WITH counter AS (
       INSERT INTO order_feed_counters AS c (partner_id, last_change) SELECT partner_id, 1 FROM orders WHERE id = $1
       ON CONFLICT (partner_id) DO UPDATE SET last_change = c.last_change + 1
       RETURNING last_change
     )
     UPDATE orders SET change_number = counter.last_change, changed_at = $2 FROM counter WHERE orders.id = $1`,
    [orderId, now.toISOString()],
  );
}

export interface FeedOrderRow extends OrderTotalColumns {
  id: number;
  number: string;
  erp_number: string | null;
  status: OrderStatus;
  status_observation: string;
  created_at: Date;
  changed_at: Date;
  change_number: number;
  delivery_date: string;
  address: string;
  purchase_order: string;
  observations: string;
  coupon_code: string | null;
  paid_at: Date | null;
  credit_used: number;
  payment_plan_id: number;
  plan_name: string;
  invoice_key: string | null;
  invoice_number: string | null;
  invoice_series: string | null;
  invoice_danfe_url: string | null;
  customer_id: number;
  tax_id: string;
  customer_name: string;
  trade_name: string | null;
  lines: FeedLineRow[];
}

export interface FeedLineRow {
  code: string;
  name: string;
  /** the package the order used, as the product lists it (null if the product dropped it since) */
  package: Package | null;
  quantity: number;
  price: number;
  total: number;
}

export interface FeedPosition {
  /** the last change number the reader received; 0 from the start */
  after: number;
  /** only orders whose last change is later than this */
  changedAfter: Date | null;
}

/** The partner's orders changed after the position, oldest change first, each with its lines (one statement: one snapshot). */
export async function feedOrders(db: Db, partnerId: number, { after, changedAfter }: FeedPosition, limit: number): Promise<FeedOrderRow[]> {
  return db.query<FeedOrderRow>(
    `SELECT o.id, o.number, o.erp_number, o.status, o.status_observation, o.created_at, o.changed_at, o.change_number::float8 AS change_number,
       to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.address, o.purchase_order, o.observations, o.coupon_code,
       o.items_total, o.discount, o.delivery_fee, o.margin_total, o.total_payment, o.parcels, o.paid_at, o.credit_used,
       o.payment_plan_id, pp.description AS plan_name, o.invoice_key, o.invoice_number, o.invoice_series, o.invoice_danfe_url,
       cu.id AS customer_id, cu.tax_id, cu.name AS customer_name, cu.trade_name,
       (SELECT coalesce(json_agg(json_build_object(
           'code', p.code, 'name', coalesce(p.name, f.name), 'quantity', oi.quantity, 'price', oi.price, 'total', oi.total,
           'package', (SELECT pk FROM jsonb_array_elements(p.packages) pk WHERE (pk->>'id')::int = oi.package_id)
         ) ORDER BY oi.id), '[]')
        FROM order_items oi JOIN products p ON p.id = oi.product_id JOIN families f ON f.id = p.family_id
        WHERE oi.order_id = o.id) AS lines
     FROM orders o JOIN payment_plans pp ON pp.id = o.payment_plan_id JOIN customers cu ON cu.id = o.customer_id
     WHERE o.partner_id = $1 AND o.change_number > $2 AND ($3::timestamptz IS NULL OR o.changed_at > $3)
     ORDER BY o.change_number LIMIT $4`,
    [partnerId, after, changedAfter?.toISOString() ?? null, limit],
  );
}

