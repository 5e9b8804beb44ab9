import type { Db } from '../client';

export type MessageChannel = 'whatsapp' | 'sms' | 'email';
export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'inbox';

export interface OutgoingMessage {
  /** phone digits (area code first) or e-mail address */
  recipient: string;
  channel: MessageChannel;
  text: string;
}

/** A message a worker holds until `leaseUntil`; `attempts` counts this attempt and fences its outcome. */
export interface ClaimedMessage extends OutgoingMessage {
  id: number;
  attempts: number;
  createdAt: Date;
}

export interface StoredMessage extends OutgoingMessage {
  id: number;
  createdAt: string;
  status: MessageStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  providerId: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Queued: due at once. Inside the caller's transaction, so a rolled-back request sends nothing. */
export async function insertMessage(db: Db, message: OutgoingMessage, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO messages (recipient, channel, text, created_at, status, next_attempt_at) VALUES ($1, $2, $3, $4, 'pending', $4)`,
    [message.recipient, message.channel, message.text, now.toISOString()],
  );
}

/**
 * Takes up to `limit` due messages (pending ones, and sending ones whose lease ran out: their worker stopped mid-send)
 * and leases them until `leaseUntil`. Rows another worker is claiming are skipped, not waited for.
 */
export async function claimDueMessages(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMessage[]> {
  const rows = await db.query<{ id: number; recipient: string; channel: MessageChannel; text: string; attempts: number; created_at: Date | string }>(
    `WITH due AS (
       SELECT id FROM messages
        WHERE status IN ('pending', 'sending') AND next_attempt_at <= $1
        ORDER BY next_attempt_at, id LIMIT $3
        FOR UPDATE SKIP LOCKED
     )
     UPDATE messages m SET status = 'sending', attempts = m.attempts + 1, next_attempt_at = $2
       FROM due WHERE m.id = due.id
     RETURNING m.id, m.recipient, m.channel, m.text, m.attempts, m.created_at`,
    [now.toISOString(), leaseUntil.toISOString(), limit],
  );
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: new Date(created_at) }));
}

export type DeliveryOutcome =
  | { status: 'sent'; providerId: string | null; at: Date }
  | { status: 'pending'; error: string; retryAt: Date }
  | { status: 'failed'; error: string }
  | { status: 'inbox' };

/**
 * Records the outcome of one attempt. Only the attempt that holds the claim may: a worker whose lease ran out and was
 * claimed again changes nothing. False when the claim was lost.
 */
export async function finishAttempt(db: Db, message: Pick<ClaimedMessage, 'id' | 'attempts'>, outcome: DeliveryOutcome): Promise<boolean> {
  const rows = await db.query(
    `UPDATE messages SET status = $3, sent_at = $4, provider_id = $5, last_error = $6, next_attempt_at = $7
      WHERE id = $1 AND attempts = $2 AND status = 'sending' RETURNING id`,
    [
      message.id,
      message.attempts,
      outcome.status,
      outcome.status === 'sent' ? outcome.at.toISOString() : null,
      outcome.status === 'sent' ? outcome.providerId : null,
      outcome.status === 'pending' || outcome.status === 'failed' ? outcome.error : null,
      outcome.status === 'pending' ? outcome.retryAt.toISOString() : null,
    ],
  );
  return rows.length === 1;
}

/** Newest first; only one recipient's when `recipient` is given. */
export async function listMessages(db: Db, options: { recipient?: string; limit: number }): Promise<StoredMessage[]> {
  const rows = await db.query<{
    id: number; recipient: string; channel: MessageChannel; text: string; created_at: Date | string; status: MessageStatus; attempts: number;
    next_attempt_at: Date | string | null; last_error: string | null; sent_at: Date | string | null; provider_id: string | null;
  }>(
    `SELECT id, recipient, channel, text, created_at, status, attempts, next_attempt_at, last_error, sent_at, provider_id FROM messages
     WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT $2`,
    [options.recipient ?? null, options.limit],
  );
  return rows.map(({ created_at, next_attempt_at, last_error, sent_at, provider_id, ...row }) => ({
    ...row,
    createdAt: new Date(created_at).toISOString(),
    nextAttemptAt: iso(next_attempt_at),
    lastError: last_error,
    sentAt: iso(sent_at),
    providerId: provider_id,
  }));
}
