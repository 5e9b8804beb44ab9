import type { Db } from '../client';
import type { UserRow } from './users';

/** The customer's main user, made at the end of activation: signs in with a TEMPORARY code. */
export async function insertActivatedUser(
  db: Db,
  user: { username: string; fullName: string; customerId: number; codeHash: string },
): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (username, full_name, customer_id, code_hash, code_kind, status)
     VALUES ($1, $2, $3, $4, 'TEMPORARY', 'ACTIVE') RETURNING *`,
    [user.username, user.fullName, user.customerId, user.codeHash],
  );
  return row;
}
