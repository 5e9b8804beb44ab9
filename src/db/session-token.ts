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

export function decodeToken(token: string): TokenClaims | null {
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
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
