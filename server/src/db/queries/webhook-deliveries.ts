import type { WebhookEventType } from '../../webhooks/webhook-events';
import type { Db } from '../client';

export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

export interface NewWebhookEvent {
  id: string;
  partnerId: number;
  type: WebhookEventType;
  body: string;
}

/**
 * The event and one pending delivery for each of the partner's enabled endpoints subscribed to its type, in one
 * statement; nothing at all when no endpoint is subscribed. Inside the caller's transaction: a change rolled back
 * sends nothing.
 */
export async function insertEventDeliveries(tx: Db, event: NewWebhookEvent, now: Date): Promise<void> {
  await tx.query(
    `WITH targets AS (
       SELECT id FROM webhook_endpoints WHERE partner_id = $2 AND enabled AND $3 = ANY(events)
     ), event AS (
       INSERT INTO webhook_events (id, partner_id, type, body, created_at)
       SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM targets) RETURNING id
     )
     INSERT INTO webhook_deliveries (event_id, endpoint_id, status, retry_from, next_attempt_at, created_at)
     SELECT event.id, targets.id, 'pending', $5, $5, $5 FROM event, targets`,
    [event.id, event.partnerId, event.type, event.body, now.toISOString()],
  );
}

/** A delivery a worker holds until its lease ends; `attempts` counts this attempt and fences its outcome. */
export interface ClaimedDelivery {
  id: number;
  eventId: string;
  body: string;
  url: string;
  secretSalt: string;
  attempts: number;
  /** the attempts of this retry window (since creation or the last replay), this one included */
  windowAttempts: number;
  retryFrom: Date;
}

/**
 * Takes up to `limit` due deliveries of enabled endpoints (pending ones, and sending ones whose lease ran out: their
 * worker stopped mid-send) and leases them until `leaseUntil`. Rows another worker is claiming are skipped, not waited for.
 */
export async function claimDueDeliveries(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
  const rows = await db.query<{ id: number; event_id: string; body: string; url: string; secret_salt: string; attempts: number; retry_base: number; retry_from: Date | string }>(
    `WITH due AS (
       SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.status IN ('pending', 'sending') AND d.next_attempt_at <= $1 AND e.enabled
        ORDER BY d.next_attempt_at, d.id LIMIT $3
        FOR UPDATE OF d SKIP LOCKED
     )
     UPDATE webhook_deliveries d SET status = 'sending', attempts = d.attempts + 1, next_attempt_at = $2
       FROM due, webhook_events ev, webhook_endpoints e
      WHERE d.id = due.id AND ev.id = d.event_id AND e.id = d.endpoint_id
     RETURNING d.id, d.event_id, ev.body, e.url, e.secret_salt, d.attempts, d.retry_base, d.retry_from`,
    [now.toISOString(), leaseUntil.toISOString(), limit],
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    body: row.body,
    url: row.url,
    secretSalt: row.secret_salt,
    attempts: row.attempts,
    windowAttempts: row.attempts - row.retry_base,
    retryFrom: new Date(row.retry_from),
  }));
}

export interface AttemptRecord {
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
}

export type AttemptOutcome = { status: 'delivered'; at: Date } | { status: 'pending'; retryAt: Date } | { status: 'failed' };

/**
 * Logs the attempt (it happened, whatever its claim) and records its outcome on the delivery, only while the attempt
 * still holds the claim: a worker whose lease ran out and was claimed again changes nothing. One statement, so no
 * transaction is held across it. False when the claim was lost.
 */
export async function finishDeliveryAttempt(db: Db, delivery: Pick<ClaimedDelivery, 'id' | 'attempts'>, attempt: AttemptRecord, outcome: AttemptOutcome): Promise<boolean> {
  const rows = await db.query(
    `WITH logged AS (
       INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error)
       SELECT $1, $2, $7, $8, $9, $6 WHERE EXISTS (SELECT 1 FROM webhook_deliveries WHERE id = $1)
     )
     UPDATE webhook_deliveries SET status = $3, delivered_at = $4, next_attempt_at = $5, last_error = $6
      WHERE id = $1 AND attempts = $2 AND status = 'sending' RETURNING id`,
    [
      delivery.id,
      delivery.attempts,
      outcome.status,
      outcome.status === 'delivered' ? outcome.at.toISOString() : null,
      outcome.status === 'pending' ? outcome.retryAt.toISOString() : null,
      attempt.error,
      attempt.startedAt.toISOString(),
      attempt.durationMs,
      attempt.statusCode,
    ],
  );
  return rows.length === 1;
}

export interface DeliveryRow {
  id: number;
  event_id: string;
  type: WebhookEventType;
  status: DeliveryStatus;
  attempts: number;
  created_at: Date;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  last_error: string | null;
}

const DELIVERY_SELECT = `SELECT d.id, d.event_id, ev.type, d.status, d.attempts, d.created_at, d.next_attempt_at, d.delivered_at, d.last_error
  FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id JOIN webhook_endpoints e ON e.id = d.endpoint_id`;

/** The endpoint's deliveries, newest first, those older than `before` (a delivery id) when given. Scoped to the partner. */
export async function listDeliveries(db: Db, partnerId: number, endpointId: number, options: { before: number | null; limit: number }): Promise<DeliveryRow[]> {
  return db.query<DeliveryRow>(
    `${DELIVERY_SELECT} WHERE d.endpoint_id = $1 AND e.partner_id = $2 AND ($3::int IS NULL OR d.id < $3) ORDER BY d.id DESC LIMIT $4`,
    [endpointId, partnerId, options.before, options.limit],
  );
}

/** Scoped to the partner and endpoint: anyone else's delivery reads as missing. */
export async function findDelivery(db: Db, partnerId: number, endpointId: number, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await db.query<DeliveryRow>(`${DELIVERY_SELECT} WHERE d.id = $1 AND d.endpoint_id = $2 AND e.partner_id = $3`, [id, endpointId, partnerId]);
  return row;
}

export interface AttemptRow {
  attempt: number;
  started_at: Date;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
}

export async function deliveryAttempts(db: Db, deliveryId: number): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    'SELECT attempt, started_at, duration_ms, status_code, error FROM webhook_attempts WHERE delivery_id = $1 ORDER BY attempt',
    [deliveryId],
  );
}

/**
 * A delivered or failed delivery becomes due now, with a new 24-hour retry window. False when it is still pending or
 * being sent (it goes out anyway) or is not the partner's: the update's conditions decide, so two replays at once
 * queue it once.
 */
export async function replayDelivery(db: Db, partnerId: number, endpointId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_deliveries d SET status = 'pending', next_attempt_at = $4, retry_from = $4, retry_base = d.attempts, delivered_at = NULL
       FROM webhook_endpoints e
      WHERE d.id = $1 AND d.endpoint_id = $2 AND e.id = d.endpoint_id AND e.partner_id = $3 AND d.status IN ('delivered', 'failed')
      RETURNING d.id`,
    [id, endpointId, partnerId, now.toISOString()],
  );
  return rows.length === 1;
}
