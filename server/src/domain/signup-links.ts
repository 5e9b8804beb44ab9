import { newSecret, sha256 } from './secrets';

/** Activation, e-mail, number-change and unique-access links are valid this long, once. */
export const LINK_LIFETIME_HOURS = 24;

/** A link's secret (sent in the message) and its hash (all the database keeps). */
export function newLinkSecret(): { secret: string; hash: string } {
  const secret = newSecret();
  return { secret, hash: sha256(secret) };
}

export function linkExpiry(now: Date): Date {
  return new Date(now.getTime() + LINK_LIFETIME_HOURS * 3600_000);
}
