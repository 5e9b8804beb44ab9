import type { Scope } from '../../domain/partner-token';
import type { Db } from '../client';

export interface PartnerTokenRow {
  id: number;
  partner_id: number;
  name: string;
  prefix: string;
  scopes: Scope[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, partner_id, name, prefix, scopes, created_at, last_used_at, revoked_at';

export async function insertPartnerToken(
  db: Db,
  token: { partnerId: number; name: string; prefix: string; secretHash: string; scopes: Scope[]; now: Date },
): Promise<PartnerTokenRow> {
  const [row] = await db.query<PartnerTokenRow>(
    `INSERT INTO partner_tokens (partner_id, name, prefix, secret_hash, scopes, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${COLUMNS}`,
    [token.partnerId, token.name, token.prefix, token.secretHash, token.scopes, token.now.toISOString()],
  );
  return row;
}

export async function partnerTokens(db: Db, partnerId: number): Promise<PartnerTokenRow[]> {
  return db.query<PartnerTokenRow>(`SELECT ${COLUMNS} FROM partner_tokens WHERE partner_id = $1 ORDER BY id`, [partnerId]);
}

/** The token with this prefix and its secret's hash, for the integration guard. */
export async function partnerTokenByPrefix(db: Db, prefix: string): Promise<(PartnerTokenRow & { secret_hash: string }) | undefined> {
  const [row] = await db.query<PartnerTokenRow & { secret_hash: string }>(
    `SELECT ${COLUMNS}, secret_hash FROM partner_tokens WHERE prefix = $1`,
    [prefix],
  );
  return row;
}

/** Revokes the partner's token (a revoked one keeps its first revocation time); undefined when the partner has no such token. */
export async function revokePartnerToken(db: Db, partnerId: number, id: number, now: Date): Promise<PartnerTokenRow | undefined> {
  const [row] = await db.query<PartnerTokenRow>(
    `UPDATE partner_tokens SET revoked_at = coalesce(revoked_at, $3) WHERE partner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [partnerId, id, now.toISOString()],
  );
  return row;
}

export async function touchPartnerToken(db: Db, id: number, now: Date): Promise<void> {
  await db.query('UPDATE partner_tokens SET last_used_at = $2 WHERE id = $1', [id, now.toISOString()]);
}
