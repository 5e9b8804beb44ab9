import { jwtDecode } from 'jwt-decode';
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

function readClaims(token: string): TokenClaims | null {
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
    if (typeof claims.user !== 'string' || claims.user === '') return null;
    return { sub: String(claims.sub ?? ''), user: claims.user, name: String(claims.name ?? ''), exp: claims.exp, guest: claims.guest === true };
  } catch {
    return null;
  }
}

// Every database open and API call asks whose token is stored: the last answer is kept for the same token.
let lastDecoded: { token: string; claims: TokenClaims | null } | null = null;

export function decodeToken(token: string): TokenClaims | null {
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: readClaims(token) };
  return lastDecoded.claims;
}

export function storedToken(): string | null {
  return readLocal(LOCAL_KEYS.token);
}

/** The user claim of the stored token: the name of that user's database. */
export function storedTokenUser(): string | null {
  const token = storedToken();
  return token ? (decodeToken(token)?.user ?? null) : null;
}
