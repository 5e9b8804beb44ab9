import type { AppDeps } from '../deps';
import { deliveryAttempts, findDelivery, listDeliveries, replayDelivery, type AttemptRow, type DeliveryRow } from '../db/queries/webhook-deliveries';
import { refuse } from '../domain/refusal';
import { ownEndpoint } from './webhook-endpoints';

export const DELIVERY_NOT_FOUND = 'Entrega de webhook não encontrada.';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function deliveryView(row: DeliveryRow) {
  return {
    id: row.id,
    eventId: row.event_id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    createdAt: iso(row.created_at),
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
    lastError: row.last_error,
  };
}

function attemptView(row: AttemptRow) {
  return { attempt: row.attempt, at: iso(row.started_at), durationMs: row.duration_ms, statusCode: row.status_code, error: row.error };
}

/** The endpoint's deliveries, newest first; `before`: the last id of the previous page. */
export async function listEndpointDeliveries(deps: Deps, partnerId: number, endpointId: number, page: { before: number | null; limit: number }) {
  await ownEndpoint(deps, partnerId, endpointId);
  return (await listDeliveries(deps.db, partnerId, endpointId, page)).map(deliveryView);
}

/** One delivery with the log of its attempts. */
export async function webhookDelivery({ db }: Deps, partnerId: number, endpointId: number, id: number) {
  const row = await findDelivery(db, partnerId, endpointId, id);
  if (!row) refuse('not-found', DELIVERY_NOT_FOUND);
  return { ...deliveryView(row), attemptLog: (await deliveryAttempts(db, row.id)).map(attemptView) };
}

/** Sends a delivered or failed delivery again (same webhook-id and body, signed anew), retried for 24 hours as a new one. */
export async function replayWebhookDelivery(deps: Deps, partnerId: number, endpointId: number, id: number) {
  if (!(await replayDelivery(deps.db, partnerId, endpointId, id, deps.clock.now()))) {
    const row = await findDelivery(deps.db, partnerId, endpointId, id);
    if (!row) refuse('not-found', DELIVERY_NOT_FOUND);
    refuse('conflict', 'Esta entrega ainda está na fila: ela será enviada sem precisar reenviar.');
  }
  return webhookDelivery(deps, partnerId, endpointId, id);
}
