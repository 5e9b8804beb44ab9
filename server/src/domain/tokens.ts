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

export function signToken(secret: Uint8Array, claims: TokenClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_HOURS * 3600)
    .sign(secret);
}

/** Null for any token that is malformed, expired, signed otherwise or lacks a claim. */
export async function verifyToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    const { sub, user, name, cid, sid, did } = payload;
    if (typeof sub !== 'string' || typeof user !== 'string' || typeof name !== 'string') return null;
    if (typeof cid !== 'number' || typeof sid !== 'string' || typeof did !== 'string') return null;
    return { sub, user, name, cid, sid, did };
  } catch {
    return null;
  }
}
