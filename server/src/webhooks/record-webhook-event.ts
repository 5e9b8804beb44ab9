import type { Db } from '../db/client';
import { insertEventDeliveries } from '../db/queries/webhook-deliveries';
import { webhookOrder } from '../db/queries/webhook-orders';
import type { WebhookEventData } from './event-payloads';
import { eventBody, newEventId, type WebhookEventType } from './webhook-events';
import { orderPayload } from './order-payload';

/**
 * Queues a webhook event of the partner: one delivery per endpoint subscribed to `type`, sent by the webhook worker
 * once the caller's transaction commits (nothing when it rolls back). Call it inside the transaction that makes the
 * change. `at`: when it happened (the payload's timestamp).
 */
export async function recordWebhookEvent(tx: Db, partnerId: number, type: WebhookEventType, data: unknown, at: Date): Promise<void> {
  await insertEventDeliveries(tx, { id: newEventId(), partnerId, type, body: eventBody(type, at, data) }, at);
}

type OrderEventType = Exclude<WebhookEventType, 'customer.signup_requested'>;

/** What an order event's `data` holds beside the order: none for `order.placed`, optional for `order.changed`. */
type OrderEventExtra<T extends OrderEventType> = {} extends Omit<WebhookEventData<T>, 'order'>
  ? [extra?: Omit<WebhookEventData<T>, 'order'>]
  : [extra: Omit<WebhookEventData<T>, 'order'>];

/**
 * `recordWebhookEvent` for an order, read in the caller's transaction after its change: `data` is `{ order, ...extra }`
 * with the compact order view (`orderPayload`), sent to the order's partner.
 */
export async function recordOrderEvent<T extends OrderEventType>(tx: Db, type: T, orderId: number, at: Date, ...extra: OrderEventExtra<T>): Promise<void> {
  const order = await webhookOrder(tx, orderId);
  if (order) await recordWebhookEvent(tx, order.partner_id, type, { order: orderPayload(order), ...extra[0] }, at);
}
