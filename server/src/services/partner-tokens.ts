import type { Db } from '../db/client';
import { insertPartnerToken, partnerTokens, revokePartnerToken, type PartnerTokenRow } from '../db/queries/partner-tokens';
import { newPartnerToken, SCOPES, type Scope } from '../domain/partner-token';
import { refuse } from '../domain/refusal';
import { assertPartner } from './known-partner';

export const TOKEN_NOT_FOUND = 'Token não encontrado para este parceiro.';

/** A token as lists show it: never its secret. */
export interface PartnerTokenView {
  id: number;
  partnerId: number;
  name: string;
  prefix: string;
  scopes: Scope[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export function tokenView(row: PartnerTokenRow): PartnerTokenView {
  return {
    id: row.id,
    partnerId: row.partner_id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

export interface CreatePartnerTokenInput {
  partnerId: number;
  name: string;
  /** every scope when absent */
  scopes?: Scope[];
  now: Date;
}

/** Creates a token: the answer is the only time its full text exists (the database keeps its secret's hash). */
export async function createPartnerToken(db: Db, input: CreatePartnerTokenInput): Promise<PartnerTokenView & { token: string }> {
  await assertPartner(db, input.partnerId);
  const { token, prefix, secretHash } = newPartnerToken();
  const scopes = SCOPES.filter((scope) => (input.scopes ?? SCOPES).includes(scope));
  const row = await insertPartnerToken(db, { partnerId: input.partnerId, name: input.name, prefix, secretHash, scopes, now: input.now });
  return { ...tokenView(row), token };
}

export async function listPartnerTokens(db: Db, partnerId: number): Promise<PartnerTokenView[]> {
  await assertPartner(db, partnerId);
  return (await partnerTokens(db, partnerId)).map(tokenView);
}

/** Revokes one of the partner's tokens (again: no change); from the next request on it answers 401. */
export async function revokeToken(db: Db, partnerId: number, id: number, now: Date): Promise<PartnerTokenView> {
  await assertPartner(db, partnerId);
  const row = await revokePartnerToken(db, partnerId, id, now);
  if (!row) refuse('not-found', TOKEN_NOT_FOUND);
  return tokenView(row);
}
