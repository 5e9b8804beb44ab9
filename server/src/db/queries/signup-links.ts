import type { Db } from '../client';

export type SignupLinkPurpose = 'ACTIVATION' | 'EMAIL' | 'CHANGE_NUMBER' | 'UNIQUE_ACCESS';

export interface NewSignupLink {
  purpose: SignupLinkPurpose;
  secretHash: string;
  customerId: number;
  partnerId?: number | null;
  phoneId?: number | null;
  newPhone?: string | null;
  userId?: number | null;
  contactName?: string | null;
  trackId?: string | null;
  expiresAt: Date;
}

export interface SignupLinkRow {
  id: number;
  customer_id: number;
  partner_id: number | null;
  phone_id: number | null;
  new_phone: string | null;
  user_id: number | null;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export async function insertLink(db: Db, link: NewSignupLink, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO signup_links
       (purpose, secret_hash, customer_id, partner_id, phone_id, new_phone, user_id, contact_name, track_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      link.purpose, link.secretHash, link.customerId, link.partnerId ?? null, link.phoneId ?? null, link.newPhone ?? null,
      link.userId ?? null, link.contactName ?? null, link.trackId ?? null, now.toISOString(), link.expiresAt.toISOString(),
    ],
  );
}

/** The link with this secret and purpose, locked until the transaction ends (used or not, expired or not). */
export async function lockLink(db: Db, purpose: SignupLinkPurpose, secretHash: string): Promise<SignupLinkRow | undefined> {
  const [row] = await db.query<SignupLinkRow>(
    `SELECT id, customer_id, partner_id, phone_id, new_phone, user_id, expires_at, used_at FROM signup_links
     WHERE purpose = $1 AND secret_hash = $2 FOR UPDATE`,
    [purpose, secretHash],
  );
  return row;
}

export async function markLinkUsed(db: Db, linkId: number, now: Date): Promise<void> {
  await db.query('UPDATE signup_links SET used_at = $2 WHERE id = $1', [linkId, now.toISOString()]);
}

/** Deletes links that can no longer be spent: used, or expired at `now`. */
export async function deleteSpentLinks(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM signup_links WHERE used_at IS NOT NULL OR expires_at <= $1', [now.toISOString()]);
}
