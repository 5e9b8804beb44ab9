import type { Db } from '../db/client';
import { lockLink, markLinkUsed, type SignupLinkPurpose, type SignupLinkRow } from '../db/queries/signup-links';
import { sha256 } from '../domain/secrets';
import { fail } from './errors';

/**
 * Spends a single-use link: unknown, used and expired links are all the same 410 with `goneMessage` (nothing tells
 * a guesser which). Call it in a transaction: the link stays locked until the work it allows is done.
 */
export async function spendLink(tx: Db, purpose: SignupLinkPurpose, secret: string, now: Date, goneMessage: string): Promise<SignupLinkRow> {
  const link = await lockLink(tx, purpose, sha256(secret));
  if (!link || link.used_at !== null || new Date(link.expires_at).getTime() <= now.getTime()) fail(410, goneMessage);
  await markLinkUsed(tx, link.id, now);
  return link;
}

/**
 * The link, locked, when it was already spent: the route may answer what it did instead of 'gone' to whoever holds
 * its secret (the same activation link opened twice, or a retry whose first answer was lost on the way).
 */
export async function spentLink(tx: Db, purpose: SignupLinkPurpose, secret: string): Promise<SignupLinkRow | null> {
  const link = await lockLink(tx, purpose, sha256(secret));
  return link && link.used_at !== null ? link : null;
}
