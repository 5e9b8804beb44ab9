import { randomUUID } from 'node:crypto';
import { TOKEN_HOURS } from '../../domain/tokens';
import type { Db } from '../client';

export async function createSession(db: Db, userId: number, deviceId: string, now: Date): Promise<string> {
  const id = randomUUID();
  const expires = new Date(now.getTime() + TOKEN_HOURS * 3_600_000);
  await db.query('INSERT INTO sessions (id, user_id, device_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    id, userId, deviceId, now.toISOString(), expires.toISOString(),
  ]);
  return id;
}

/** Live: not revoked, not expired, and its user not blocked (a blocked guest's sessions end at once). */
export async function isSessionActive(db: Db, sessionId: string, userId: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3 AND u.active`,
    [sessionId, userId, now.toISOString()],
  );
  return rows.length > 0;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now.toISOString()]);
}

export async function revokeDeviceSessions(db: Db, userId: number, deviceId: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND device_id = $2 AND revoked_at IS NULL', [
    userId, deviceId, now.toISOString(),
  ]);
}

/** Ends every session of the user but `keepSessionId` (null: all of them). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: string | null, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2)', [
    userId, keepSessionId, now.toISOString(),
  ]);
}
