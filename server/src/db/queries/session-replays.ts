import type { Db } from '../client';

export interface ReplayBatch {
  sessionKey: string;
  seq: number;
  events: unknown[];
}

export interface ReplayOwner {
  userId: number;
  customerId: number;
  deviceId: string;
}

export interface StoredReplay {
  id: number;
  sessionKey: string;
  username: string;
  customerId: number;
  deviceId: string;
  startedAt: string;
  updatedAt: string;
  eventCount: number;
  events: unknown[];
}

/**
 * Adds one batch to the owner's session (made on its first batch). A batch sent again (a retry) is kept once.
 * One upsert and one insert, no read-then-write: concurrent batches of one session need no lock.
 */
export async function appendReplayBatch(db: Db, owner: ReplayOwner, batch: ReplayBatch, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO session_replays (session_key, user_id, customer_id, device_id, started_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (user_id, session_key) DO UPDATE SET updated_at = EXCLUDED.updated_at
       RETURNING id`,
      [batch.sessionKey, owner.userId, owner.customerId, owner.deviceId, now.toISOString()],
    );
    await tx.query(
      `INSERT INTO session_replay_batches (replay_id, seq, events, event_count, received_at)
       VALUES ($1, $2, $3::jsonb, $4, $5) ON CONFLICT (replay_id, seq) DO NOTHING`,
      [id, batch.seq, JSON.stringify(batch.events), batch.events.length, now.toISOString()],
    );
  });
}

type ReplayRow = {
  id: number | string;
  session_key: string;
  username: string;
  customer_id: number;
  device_id: string;
  started_at: Date | string;
  updated_at: Date | string;
  event_count: number | string;
};

/** The most recently active sessions first, each with its events in the order they were recorded. */
export async function listReplays(db: Db, options: { limit: number; id?: number }): Promise<StoredReplay[]> {
  const rows = await db.query<ReplayRow>(
    `SELECT r.id, r.session_key, u.username, r.customer_id, r.device_id, r.started_at, r.updated_at,
            (SELECT coalesce(sum(b.event_count), 0) FROM session_replay_batches b WHERE b.replay_id = r.id) AS event_count
     FROM session_replays r JOIN users u ON u.id = r.user_id
     WHERE $1::bigint IS NULL OR r.id = $1 ORDER BY r.updated_at DESC, r.id DESC LIMIT $2`,
    [options.id ?? null, options.limit],
  );
  const ids = rows.map((row) => Number(row.id));
  const batches = await db.query<{ replay_id: number | string; events: unknown[] }>(
    'SELECT replay_id, events FROM session_replay_batches WHERE replay_id = ANY($1::bigint[]) ORDER BY replay_id, seq',
    [ids],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    sessionKey: row.session_key,
    username: row.username,
    customerId: row.customer_id,
    deviceId: row.device_id,
    startedAt: new Date(row.started_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    eventCount: Number(row.event_count),
    events: batches.filter((batch) => Number(batch.replay_id) === Number(row.id)).flatMap((batch) => batch.events),
  }));
}

/** Sessions whose last batch arrived before `cutoff`, with their batches. */
export async function deleteReplaysBefore(db: Db, cutoff: Date): Promise<void> {
  await db.query('DELETE FROM session_replays WHERE updated_at < $1', [cutoff.toISOString()]);
}
