import type { Db } from '../client';

export interface GuestRow {
  id: number;
  full_name: string;
  phone: string;
  active: boolean;
  last_accessed_at: Date | string | null;
}

export async function listGuests(db: Db, customerId: number): Promise<GuestRow[]> {
  return db.query<GuestRow>(
    `SELECT id, full_name, phone, active, last_accessed_at FROM users
     WHERE customer_id = $1 AND role = 'GUEST' ORDER BY full_name, id`,
    [customerId],
  );
}

/** Serialises the customer's guest changes (invitation throttle, one guest per phone) until the transaction ends. */
export async function lockCustomer(db: Db, customerId: number): Promise<void> {
  await db.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
}

export async function countInvitationsSince(db: Db, customerId: number, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM guest_invitations WHERE customer_id = $1 AND sent_at > $2',
    [customerId, since.toISOString()],
  );
  return row.n;
}

export async function recordInvitation(db: Db, customerId: number, now: Date): Promise<void> {
  await db.query('INSERT INTO guest_invitations (customer_id, sent_at) VALUES ($1, $2)', [customerId, now.toISOString()]);
}

export async function hasGuestWithPhone(db: Db, customerId: number, phone: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM users WHERE customer_id = $1 AND role = 'GUEST' AND phone = $2`, [customerId, phone]);
  return rows.length > 0;
}

export interface NewGuest {
  customerId: number;
  username: string;
  fullName: string;
  phone: string;
  /** the hash of the TEMPORARY access code sent in the invitation */
  codeHash: string;
}

/** The new guest's id, or undefined when the username is taken. */
export async function insertGuest(db: Db, guest: NewGuest): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (username, full_name, customer_id, code_hash, code_kind, role, phone)
     VALUES ($1, $2, $3, $4, 'TEMPORARY', 'GUEST', $5) ON CONFLICT (username) DO NOTHING RETURNING id`,
    [guest.username, guest.fullName, guest.customerId, guest.codeHash, guest.phone],
  );
  return row?.id;
}

/** The customer's guest, locked until the transaction ends; undefined for anyone else's id. */
export async function lockGuest(db: Db, customerId: number, guestId: number): Promise<{ id: number; active: boolean } | undefined> {
  const [row] = await db.query<{ id: number; active: boolean }>(
    `SELECT id, active FROM users WHERE id = $1 AND customer_id = $2 AND role = 'GUEST' FOR UPDATE`,
    [guestId, customerId],
  );
  return row;
}

/** Blocking also ends the guest's sessions: each is refused at its next request, and unblocking does not revive them. */
export async function setGuestActive(db: Db, guestId: number, active: boolean, now: Date): Promise<void> {
  await db.query('UPDATE users SET active = $2 WHERE id = $1', [guestId, active]);
  if (!active) {
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [guestId, now.toISOString()]);
  }
}

/** Every table that keeps rows of a user (user_id): a guest's are deleted with the guest. */
const USER_TABLES = ['sessions', 'keep_connected', 'user_devices', 'idempotency_keys', 'reset_codes', 'reset_tokens', 'signup_links', 'push_subscriptions'];

/** The guest and everything kept for them: sessions, devices, saved entries, idempotency and recovery records. */
export async function deleteGuest(db: Db, guestId: number): Promise<void> {
  for (const table of USER_TABLES) {
    await db.query(`DELETE FROM ${table} WHERE user_id = $1`, [guestId]);
  }
  await db.query('DELETE FROM users WHERE id = $1', [guestId]);
}
