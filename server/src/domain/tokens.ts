import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_HOURS = 12;

export interface TokenClaims {
  sub: string;
  user: string;
  name: string;
  cid: number;
  sid: string;
  did: string;
}

const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The secret imported once as an HMAC key: given the raw bytes, jose imports them again on
 * every call, which cost more than the verification itself. Derived from configuration only.
 */
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(secret: Uint8Array, claims: TokenClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_HOURS * 3600)
    .sign(await hmacKey(secret));
}

/** Null for any token that is malformed, expired, signed otherwise or lacks a claim. */
export async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'], currentDate: now });
    const { sub, user, name, cid, sid, did } = payload;
    if (typeof sub !== 'string' || typeof user !== 'string' || typeof name !== 'string') return null;
    if (typeof cid !== 'number' || typeof sid !== 'string' || typeof did !== 'string') return null;
    return { sub, user, name, cid, sid, did };
  } catch {
    return null;
  }
}
