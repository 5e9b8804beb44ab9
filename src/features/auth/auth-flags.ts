// Local flags of the access path ([access §3] login-mode flag, terms accepted).
import { LOGIN_MODE_COOKIE } from '../../config/prerendered-paths';
import { writeCookie } from '../../db/cookies';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';

type LoginMode = 'SHOW_USERS' | 'SHOW_LOGIN';

export function getLoginMode(): LoginMode | null {
  const value = readLocal(LOCAL_KEYS.loginMode);
  return value === 'SHOW_USERS' || value === 'SHOW_LOGIN' ? value : null;
}

const COOKIE_DAYS = 365;

export function setLoginMode(mode: LoginMode): void {
  writeLocal(LOCAL_KEYS.loginMode, mode);
  writeCookie(LOGIN_MODE_COOKIE, mode, COOKIE_DAYS);
}

export function termsAccepted(): boolean {
  return readLocal(LOCAL_KEYS.termsAccepted) === 'true';
}

const termsListeners = new Set<() => void>();

export function acceptTerms(): void {
  writeLocal(LOCAL_KEYS.termsAccepted, 'true');
  termsListeners.forEach((listener) => listener());
}

export function subscribeTerms(listener: () => void): () => void {
  termsListeners.add(listener);
  return () => termsListeners.delete(listener);
}
