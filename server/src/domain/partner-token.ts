// Integration API tokens: `blc_<prefix>_<secret>`. The prefix (public) finds the token's row and names it in lists
// and logs; the secret is 256 random bits, so its SHA-256 is kept, not a scrypt hash: a slow hash protects guessable
// secrets (access codes), and nobody can guess 256 bits, while every integration request checks a token.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { newSecret, sha256 } from './secrets';

export const SCOPES = ['catalogue', 'customers', 'orders', 'payments', 'webhooks'] as const;
export type Scope = (typeof SCOPES)[number];

const TOKEN = /^blc_([a-z0-9]{4,32})_([A-Za-z0-9_-]{43})$/;

export interface NewToken {
  token: string;
  prefix: string;
  secretHash: string;
}

export function tokenText(prefix: string, secret: string): string {
  return `blc_${prefix}_${secret}`;
}

/** A new token: 48 random bits of prefix (unique in practice; the column is unique), 256 of secret. */
export function newPartnerToken(): NewToken {
  const prefix = randomBytes(6).toString('hex');
  const secret = newSecret();
  return { token: tokenText(prefix, secret), prefix, secretHash: sha256(secret) };
}

/** The prefix and secret of a well-formed token, or null. */
export function parsePartnerToken(text: string): { prefix: string; secret: string } | null {
  const match = TOKEN.exec(text);
  return match ? { prefix: match[1], secret: match[2] } : null;
}

/** Whether `secret` hashes to `secretHash`, in time that does not depend on where they differ. */
export function secretMatches(secret: string, secretHash: string): boolean {
  const actual = Buffer.from(sha256(secret));
  const expected = Buffer.from(secretHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
