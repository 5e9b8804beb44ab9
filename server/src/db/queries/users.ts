import type { Db } from '../client';

export interface UserRow {
  id: number;
  username: string;
  full_name: string;
  customer_id: number;
  code_hash: string;
  status: 'ACTIVE' | 'CHANGE_REQUIRED' | 'EXPIRED';
  password_warning: string | null;
  /** TEMPORARY: sent by the server, signs in once; DEFINITIVE: chosen by the user */
  code_kind: 'TEMPORARY' | 'DEFINITIVE';
  /** the 8–64 character password of /redefinir-senha, when one was set */
  password_hash: string | null;
  push_notifications: boolean;
  /** GUEST: a guest user of the customer, invited by the account holder (HOLDER) */
  role: 'HOLDER' | 'GUEST';
  /** a guest's phone (digits, area code first); null for holders */
  phone: string | null;
  /** false while the holder has blocked the guest */
  active: boolean;
  /** when the TEMPORARY code was used to sign in (it then answers 470) */
  code_spent_at: Date | null;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE username = $1', [username]);
  return row;
}

/** The trade name of the customer, or null (a person without one). */
export async function findTradeName(db: Db, customerId: number): Promise<string | null> {
  const [row] = await db.query<{ trade_name: string | null }>('SELECT trade_name FROM customers WHERE id = $1', [customerId]);
  return row?.trade_name ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row;
}

export async function touchLastAccessed(db: Db, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE users SET last_accessed_at = $2 WHERE id = $1', [userId, now.toISOString()]);
}

/** A new access code (already hashed): the user may sign in with it, whatever the status was. */
export async function setAccessCode(db: Db, userId: number, codeHash: string, kind: UserRow['code_kind']): Promise<void> {
  await db.query(`UPDATE users SET code_hash = $2, code_kind = $3, code_spent_at = NULL, status = 'ACTIVE' WHERE id = $1`, [userId, codeHash, kind]);
}

/** What `code_hash` holds once a reset revoked the code: no scrypt hash, so `verifyCode` never matches it. */
const REVOKED_CODE = 'revoked';

/**
 * The password of /redefinir-senha (already hashed) replaces the forgotten credential: the old password and the old
 * access code stop signing in (whoever knew them keeps nothing). Like a new code, it clears 470/471.
 */
export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.query(`UPDATE users SET password_hash = $2, code_hash = $3, status = 'ACTIVE' WHERE id = $1`, [userId, passwordHash, REVOKED_CODE]);
}

/**
 * Spends the user's TEMPORARY code `codeHash` in one statement: true for the one sign-in that spent it, false when
 * it was already spent (or replaced meanwhile).
 */
export async function spendTemporaryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET code_spent_at = $3 WHERE id = $1 AND code_hash = $2 AND code_kind = 'TEMPORARY' AND code_spent_at IS NULL RETURNING 1`,
    [userId, codeHash, now.toISOString()],
  );
  return rows.length > 0;
}

/** The user's name, the customer's first registered phone and the push flag: GET /user/profile. */
export async function findProfile(db: Db, userId: number): Promise<{ full_name: string; phone: string | null; push_notifications: boolean } | undefined> {
  const [row] = await db.query<{ full_name: string; phone: string | null; push_notifications: boolean }>(
    `SELECT u.full_name, u.push_notifications,
       (SELECT p.phone FROM customer_phones p WHERE p.customer_id = u.customer_id ORDER BY p.id LIMIT 1) AS phone
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row;
}
