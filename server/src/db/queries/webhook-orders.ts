import type { OrderStatus } from '../../../../src/domain/entities/orders';
import type { Db } from '../client';

export interface WebhookOrderRow {
  id: number;
  number: string;
  partner_id: number;
  status: OrderStatus;
  created_at: Date;
  delivery_date: string;
  items_total: number;
  discount: number;
  delivery_fee: number;
  total_payment: number;
  parcels: number;
  paid_at: Date | null;
  customer_id: number;
  customer_tax_id: string;
  customer_name: string;
}

/** What an order's webhook says of it (webhooks/order-payload.ts), read as the transaction sees it. */
export async function webhookOrder(db: Db, orderId: number): Promise<WebhookOrderRow | undefined> {
  const [row] = await db.query<WebhookOrderRow>(
    `SELECT o.id, o.number, o.partner_id, o.status, o.created_at, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date,
            o.items_total, o.discount, o.delivery_fee, o.total_payment, o.parcels, o.paid_at,
            cu.id AS customer_id, cu.tax_id AS customer_tax_id, cu.name AS customer_name
       FROM orders o JOIN customers cu ON cu.id = o.customer_id WHERE o.id = $1`,
    [orderId],
  );
  return row;
}
