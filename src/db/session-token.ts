import { LOCAL_KEYS, readLocal } from './local-keys';

/** Claims of the API's token that the app reads (docs/architecture.md, Token). */
interface TokenClaims {
  sub: string;
  user: string;
  name: string;
  exp?: number;
  /** a guest user of the customer: the app hides what only the account holder may use */
  guest: boolean;
}

/** The JWT's payload (base64url JSON, UTF-8); the signature is the server's business. */
function payloadOf(token: string): unknown {
  const payload = token.split('.')[1] ?? '';
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

export function decodeToken(token: string): TokenClaims | null {
  try {
    const claims = payloadOf(token) as Partial<TokenClaims> | null;
    if (typeof claims !== 'object' || claims === null) return null;
    if (typeof claims.user !== 'string' || claims.user === '') return null;
    return { sub: String(claims.sub ?? ''), user: claims.user, name: String(claims.name ?? ''), exp: claims.exp, guest: claims.guest === true };
  } catch {
    return null;
  }
}

export function storedToken(): string | null {
  return readLocal(LOCAL_KEYS.token);
}

/** The user claim of the stored token: the name of that user's database. */
export function storedTokenUser(): string | null {
  const token = storedToken();
  return token ? (decodeToken(token)?.user ?? null) : null;
}
