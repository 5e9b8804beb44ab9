import type { Db } from '../client';

export interface StoredAnswer {
  path: string;
  /** 0 while the first attempt is still running. */
  status: number;
  content_type: string | null;
  body: string | null;
}

/** Reserves the user's key for this path; false when it was already taken (by a finished or running attempt). */
export async function reserveKey(db: Db, userId: number, key: string, path: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (user_id, key, path, status, created_at) VALUES ($1, $2, $3, 0, $4)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    [userId, key, path, now.toISOString()],
  );
  return rows.length > 0;
}

export async function storedAnswer(db: Db, userId: number, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await db.query<StoredAnswer>(
    'SELECT path, status, content_type, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  return row;
}

export async function saveAnswer(db: Db, userId: number, key: string, answer: Omit<StoredAnswer, 'path'>): Promise<void> {
  await db.query('UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE user_id = $1 AND key = $2', [
    userId, key, answer.status, answer.content_type, answer.body,
  ]);
}

export async function releaseKey(db: Db, userId: number, key: string): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);
}
