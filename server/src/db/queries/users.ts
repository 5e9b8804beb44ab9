import type { Db } from '../client';

export interface UserRow {
  id: number;
  username: string;
  full_name: string;
  customer_id: number;
  code_hash: string;
  status: 'ACTIVE' | 'CHANGE_REQUIRED' | 'EXPIRED';
  password_warning: string | null;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE username = $1', [username]);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row;
}

export async function touchLastAccessed(db: Db, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE users SET last_accessed_at = $2 WHERE id = $1', [userId, now.toISOString()]);
}

/** Sign-ins of one username take turns until the transaction ends (the throttle's read and its update go together). */
export async function lockSignIns(db: Db, username: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(1, hashtext($1))', [username]);
}

export async function readFailures(db: Db, username: string): Promise<{ failures: number; last_failure_at: Date } | undefined> {
  const [row] = await db.query<{ failures: number; last_failure_at: Date }>(
    'SELECT failures, last_failure_at FROM login_throttle WHERE username = $1',
    [username],
  );
  return row;
}

export async function recordFailure(db: Db, username: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO login_throttle (username, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (username) DO UPDATE SET failures = login_throttle.failures + 1, last_failure_at = $2`,
    [username, now.toISOString()],
  );
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE username = $1', [username]);
}
