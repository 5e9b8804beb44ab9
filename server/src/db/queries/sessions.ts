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

/** Whose session a statement checks: the claims of a verified token. */
export interface SessionRef {
  sessionId: string;
  userId: number;
}

/**
 * Live: not revoked, not expired, and its user not blocked (a blocked guest's sessions end at once).
 * As SQL over the statement's parameters `$first` (session id), `$first+1` (user id), `$first+2` (now),
 * so that a hot route's own statement can check the session too (`sessionParams`).
 */
export const liveSession = (first: number) => `EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $${first} AND s.user_id = $${first + 1} AND s.revoked_at IS NULL AND s.expires_at > $${first + 2} AND u.active)`;

export const sessionParams = ({ sessionId, userId }: SessionRef, now: Date) => [sessionId, userId, now.toISOString()];

export async function isSessionActive(db: Db, session: SessionRef, now: Date): Promise<boolean> {
  const [row] = await db.query<{ live: boolean }>(`SELECT ${liveSession(1)} AS live`, sessionParams(session, now));
  return row.live;
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
