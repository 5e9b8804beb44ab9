import { randomBytes } from 'node:crypto';

export const WEBHOOK_EVENTS = ['order.placed', 'order.changed', 'order.cancelled', 'payment.received', 'customer.signup_requested'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The webhook-id of an event: the same on every attempt and replay, so a receiver can drop one it already handled. */
export function newEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The body every delivery of the event sends, as Standard Webhooks lays it out. */
export function eventBody(type: WebhookEventType, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}
