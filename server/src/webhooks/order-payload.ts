import type { z } from 'zod';
import type { WebhookOrderRow } from '../db/queries/webhook-orders';
import type { webhookOrderSchema } from './event-payloads';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The compact order every order and payment webhook carries: enough to find it in the ERP and see what changed. */
export function orderPayload(row: WebhookOrderRow): z.infer<typeof webhookOrderSchema> {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    deliveryDate: row.delivery_date,
    customer: { id: row.customer_id, taxId: row.customer_tax_id, name: row.customer_name },
    totals: {
      items: row.items_total,
      discount: row.discount,
      deliveryFee: row.delivery_fee,
      total: row.total_payment,
      parcels: row.parcels,
    },
    paidAt: iso(row.paid_at),
  };
}
