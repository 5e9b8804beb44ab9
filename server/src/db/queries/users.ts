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
