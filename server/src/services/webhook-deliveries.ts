import { z } from 'zod';
import type { AppDeps } from '../deps';
import { deliveryAttempts, findDelivery, listDeliveries, replayDelivery, type AttemptRow, type DeliveryRow, type DeliveryStatus } from '../db/queries/webhook-deliveries';
import { refuse } from '../domain/refusal';
import { WEBHOOK_EVENTS } from '../webhooks/webhook-events';
import { ownEndpoint } from './webhook-endpoints';

export const DELIVERY_NOT_FOUND = 'Entrega de webhook não encontrada.';
export const DELIVERY_QUEUED = 'Esta entrega ainda está na fila: ela será enviada sem precisar reenviar.';

const instant = z.iso.datetime();

export const deliveryViewSchema = z
  .object({
    id: z.number().int().meta({ description: 'The `{deliveryId}` of the delivery routes.' }),
    eventId: z.string().meta({ description: "The event's `webhook-id`: the same on every attempt and replay." }),
    type: z.enum(WEBHOOK_EVENTS),
    status: z.enum(['pending', 'sending', 'delivered', 'failed'] as const satisfies readonly DeliveryStatus[])
      .meta({ description: '`pending`: waiting for its next attempt; `sending`: being sent; `delivered`: answered 2xx; `failed`: 24 hours without a 2xx.' }),
    attempts: z.number().int().meta({ description: 'Attempts made so far.' }),
    createdAt: instant,
    nextAttemptAt: instant.nullable().meta({ description: 'When it is tried next, while `pending`; null otherwise.' }),
    deliveredAt: instant.nullable(),
    lastError: z.string().nullable().meta({ description: 'What went wrong on the latest attempt (the start of a non-2xx answer, a timeout…); null after a 2xx.' }),
  })
  .meta({ id: 'WebhookDelivery', description: 'One event sent (or to send) to one endpoint.' });

export const attemptViewSchema = z.object({
  attempt: z.number().int().meta({ description: '1 for the first.' }),
  at: instant.meta({ description: 'When it started.' }),
  durationMs: z.number().int(),
  statusCode: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when no answer came." }),
  error: z.string().nullable().meta({ description: 'Null for a 2xx.' }),
});

export const deliveryWithAttemptsSchema = deliveryViewSchema
  .extend({ attemptLog: z.array(attemptViewSchema).meta({ description: 'Every attempt, first first.' }) })
  .meta({ id: 'WebhookDeliveryWithAttempts', description: 'A delivery with the log of its attempts.' });

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function deliveryView(row: DeliveryRow): z.infer<typeof deliveryViewSchema> {
  return {
    id: row.id,
    eventId: row.event_id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
    lastError: row.last_error,
  };
}

function attemptView(row: AttemptRow): z.infer<typeof attemptViewSchema> {
  return { attempt: row.attempt, at: new Date(row.started_at).toISOString(), durationMs: row.duration_ms, statusCode: row.status_code, error: row.error };
}

/** The endpoint's deliveries, newest first; `before`: the last id of the previous page. */
export async function listEndpointDeliveries(deps: Deps, partnerId: number, endpointId: number, page: { before: number | null; limit: number }) {
  await ownEndpoint(deps, partnerId, endpointId);
  return (await listDeliveries(deps.db, partnerId, endpointId, page)).map(deliveryView);
}

/** One delivery with the log of its attempts. */
export async function webhookDelivery({ db }: Deps, partnerId: number, endpointId: number, id: number): Promise<z.infer<typeof deliveryWithAttemptsSchema>> {
  const row = await findDelivery(db, partnerId, endpointId, id);
  if (!row) refuse('not-found', DELIVERY_NOT_FOUND);
  return { ...deliveryView(row), attemptLog: (await deliveryAttempts(db, row.id)).map(attemptView) };
}

/** Sends a delivered or failed delivery again (same webhook-id and body, signed anew), retried for 24 hours as a new one. */
export async function replayWebhookDelivery(deps: Deps, partnerId: number, endpointId: number, id: number) {
  if (!(await replayDelivery(deps.db, partnerId, endpointId, id, deps.clock.now()))) {
    const row = await findDelivery(deps.db, partnerId, endpointId, id);
    if (!row) refuse('not-found', DELIVERY_NOT_FOUND);
    refuse('conflict', DELIVERY_QUEUED);
  }
  return webhookDelivery(deps, partnerId, endpointId, id);
}
