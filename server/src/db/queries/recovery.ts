import type { Db } from '../client';

export interface ResetCodeRow {
  id: number;
  code_hash: string;
  expires_at: Date;
  failed_tries: number;
  closed_at: Date | null;
}

/** The customer's registered phones (digits) and e-mail: where a reset code may go. */
export async function findRecoveryContacts(db: Db, customerId: number): Promise<{ phones: { id: number; phone: string }[]; email: string | null }> {
  const phones = await db.query<{ id: number; phone: string }>('SELECT id, phone FROM customer_phones WHERE customer_id = $1 ORDER BY id', [customerId]);
  const [customer] = await db.query<{ email: string | null }>('SELECT email FROM customers WHERE id = $1', [customerId]);
  return { phones, email: customer?.email ?? null };
}

/** Holds the user's row until the transaction ends: sends and validations of one user take turns. */
export async function lockUserRow(tx: Db, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The oldest send still counted in the window that started at `since`. */
export async function oldestResetCodeSince(tx: Db, userId: number, since: Date): Promise<Date | undefined> {
  const [row] = await tx.query<{ created_at: Date }>(
    'SELECT created_at FROM reset_codes WHERE user_id = $1 AND created_at > $2 ORDER BY id LIMIT 1',
    [userId, since.toISOString()],
  );
  return row?.created_at;
}

/**
 * Stores a new code unless the user already had `limit` sent after `windowStart` (checked in the same statement),
 * and closes the user's earlier codes. Answers false when refused.
 */
export async function insertResetCode(
  tx: Db,
  code: { userId: number; codeHash: string; now: Date; expiresAt: Date },
  windowStart: Date,
  limit: number,
): Promise<boolean> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO reset_codes (user_id, code_hash, created_at, expires_at)
     SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM reset_codes WHERE user_id = $1 AND created_at > $5) < $6
     RETURNING id`,
    [code.userId, code.codeHash, code.now.toISOString(), code.expiresAt.toISOString(), windowStart.toISOString(), limit],
  );
  if (!row) return false;
  await tx.query('UPDATE reset_codes SET closed_at = $3 WHERE user_id = $1 AND closed_at IS NULL AND id <> $2', [
    code.userId, row.id, code.now.toISOString(),
  ]);
  return true;
}

/** The user's newest code, locked (call after `lockUserRow`, in the same transaction). */
export async function lockLatestResetCode(tx: Db, userId: number): Promise<ResetCodeRow | undefined> {
  const [row] = await tx.query<ResetCodeRow>(
    'SELECT id, code_hash, expires_at, failed_tries, closed_at FROM reset_codes WHERE user_id = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE',
    [userId],
  );
  return row;
}

/** Counts a wrong try, closing the code at the `allowed`-th, in one statement; answers the tries counted so far. */
export async function recordFailedTry(tx: Db, codeId: number, allowed: number, now: Date): Promise<number> {
  const [row] = await tx.query<{ failed_tries: number }>(
    `UPDATE reset_codes SET failed_tries = failed_tries + 1,
       closed_at = CASE WHEN failed_tries + 1 >= $2 THEN coalesce(closed_at, $3) ELSE closed_at END
     WHERE id = $1 RETURNING failed_tries`,
    [codeId, allowed, now.toISOString()],
  );
  return row.failed_tries;
}

export async function closeResetCode(tx: Db, codeId: number, now: Date): Promise<void> {
  await tx.query('UPDATE reset_codes SET closed_at = $2 WHERE id = $1', [codeId, now.toISOString()]);
}

export async function insertResetToken(tx: Db, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
  await tx.query('INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, userId, expiresAt.toISOString()]);
}

/**
 * Marks the token used and answers its user, in one statement, only when it is unused and unexpired: two resets
 * with the same token at once get one user between them.
 */
export async function useResetToken(tx: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await tx.query<{ user_id: number }>(
    'UPDATE reset_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id',
    [tokenHash, now.toISOString()],
  );
  return row?.user_id;
}

/**
 * Whether the user validated a reset code within the reset token's life: its token, used or not, is still unexpired.
 * That opens the access-code change without the current code (POST /user/signup/change-access-code).
 */
export async function hasLiveResetToken(db: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM reset_tokens WHERE user_id = $1 AND expires_at > $2 LIMIT 1', [userId, now.toISOString()]);
  return rows.length > 0;
}

/**
 * Deletes reset codes that can neither be validated (closed or expired) nor count as a send (made before
 * `sendsWindowStart`), and reset tokens expired at `now` (a used one still counts for `hasLiveResetToken`).
 */
export async function deleteSpentResetRows(db: Db, now: Date, sendsWindowStart: Date): Promise<void> {
  await db.query('DELETE FROM reset_codes WHERE (closed_at IS NOT NULL OR expires_at <= $1) AND created_at <= $2', [
    now.toISOString(), sendsWindowStart.toISOString(),
  ]);
  await db.query('DELETE FROM reset_tokens WHERE expires_at <= $1', [now.toISOString()]);
}
