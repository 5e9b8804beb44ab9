// What each webhook event's body holds, as zod schemas: the payload builders' types are inferred from them, and the
// OpenAPI document states them (its `webhooks`).
import { z } from 'zod';
import { orderStatusSchema } from '../domain/order-status-schema';
import type { WebhookEventType } from './webhook-events';

const instant = z.iso.datetime();

/** The compact order every order and payment event carries: enough to find it in the ERP and see what changed. */
export const webhookOrderSchema = z
  .object({
    id: z.number().int().meta({ description: "The order's id: the `{id}` of the order routes." }),
    number: z.string(),
    status: orderStatusSchema,
    createdAt: instant,
    deliveryDate: z.iso.date(),
    customer: z.object({ id: z.number().int(), taxId: z.string(), name: z.string() }),
    totals: z.object({ items: z.number(), discount: z.number(), deliveryFee: z.number(), total: z.number(), parcels: z.number().int() }),
    paidAt: instant.nullable(),
  })
  .meta({ id: 'WebhookOrder', description: 'The order in short; the feed (`GET /orders`) has the whole of it.' });

const order = { order: webhookOrderSchema };

/** Each event's `data`. */
export const webhookEventDataSchemas = {
  'order.placed': z.object(order),
  'order.changed': z.object({
    ...order,
    previousStatus: orderStatusSchema.optional().meta({ description: 'When its status changed: the one before.' }),
    invoice: z
      .object({ key: z.string(), number: z.string(), series: z.string(), danfeUrl: z.string() })
      .optional()
      .meta({ description: 'When its invoice was set: the NF-e.' }),
  }).meta({ description: 'Neither `previousStatus` nor `invoice`: the customer edited the order.' }),
  'order.cancelled': z.object({
    ...order,
    cancelledBy: z.enum(['customer', 'distributor']),
    reason: z.string().optional().meta({ description: "The distributor's reason, as the customer reads it." }),
  }),
  'payment.received': z.object({
    ...order,
    payment: z.discriminatedUnion('method', [
      z.object({ method: z.literal('pix'), amount: z.number(), txid: z.string().nullable(), endToEndId: z.string() }),
      z.object({ method: z.literal('card'), amount: z.number() }),
    ]),
  }),
  'customer.signup_requested': z.object({
    customer: z.object({ id: z.number().int(), taxId: z.string(), name: z.string(), tradeName: z.string().nullable() }),
    contact: z.object({ name: z.string(), phone: z.string().meta({ description: 'The WhatsApp number, digits only.' }) }),
  }),
} satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof webhookEventDataSchemas)[T]>;

/** The JSON body of an event's deliveries. */
export function webhookEventBodySchema<T extends WebhookEventType>(type: T) {
  return z.object({
    type: z.literal(type),
    timestamp: instant.meta({ description: 'When it happened.' }),
    data: webhookEventDataSchemas[type],
  });
}

