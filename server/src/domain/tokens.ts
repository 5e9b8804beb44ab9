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
  /** present (true) only on a guest user's token: the app hides what a guest may not use */
  guest?: true;
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

/**
 * Tokens this process has already verified, with their expiry: a memo of the signature check,
 * which through WebCrypto cost about a tenth of a cart request's CPU. It holds no session
 * state: whether the session is still live (sign-out, revocation) is asked of the database on
 * every request, on every instance. A hit is rechecked against the clock exactly as jose checks
 * `exp`; tokens with `nbf` or without `exp` (never issued here) are not remembered. Bounded,
 * oldest first out.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; exp: number }>>();
const VERIFIED_LIMIT = 10_000;

function verifiedOf(secret: Uint8Array) {
  let cache = verified.get(secret);
  if (!cache) verified.set(secret, (cache = new Map()));
  return cache;
}

/** Null for any token that is malformed, expired, signed otherwise or lacks a claim. */
export async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims | null> {
  const cache = verifiedOf(secret);
  const seconds = Math.floor(now.getTime() / 1000);
  const known = cache.get(token);
  if (known) {
    if (known.exp > seconds) return known.claims;
    cache.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'], currentDate: now });
    const { sub, user, name, cid, sid, did, exp, nbf } = payload;
    if (typeof sub !== 'string' || typeof user !== 'string' || typeof name !== 'string') return null;
    if (typeof cid !== 'number' || typeof sid !== 'string' || typeof did !== 'string') return null;
    const claims: TokenClaims = Object.freeze({ sub, user, name, cid, sid, did, ...(payload.guest === true ? { guest: true as const } : {}) });
    if (typeof exp === 'number' && nbf === undefined) {
      if (cache.size >= VERIFIED_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(token, { claims, exp });
    }
    return claims;
  } catch {
    return null;
  }
}
