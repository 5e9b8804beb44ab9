// What the recovery flow remembers between its screens (no API here: the login screen loads it).
import type { PasswordRedefinitionContact } from '../domain/entities/account';
import { LOCAL_KEYS, readLocal, writeLocal } from '../db/local-keys';
import { loginUsername } from '../domain/tax-id';

/** The user being recovered and, once a code was sent, where it went (the resend goes there too). */
export interface RecoveryRequest {
  username: string;
  /** the customer's trade name, when the refused sign-in's answer gave it (470, 471): the greeting's */
  name?: string;
  contact?: PasswordRedefinitionContact;
}

export function readRecoveryRequest(): RecoveryRequest | null {
  try {
    const value = JSON.parse(readLocal(LOCAL_KEYS.recoveryRequest) ?? 'null') as RecoveryRequest | null;
    return value && typeof value.username === 'string' && value.username !== '' ? value : null;
  } catch {
    return null;
  }
}

export function writeRecoveryRequest(value: RecoveryRequest | null): void {
  writeLocal(LOCAL_KEYS.recoveryRequest, value === null ? null : JSON.stringify(value));
}

/** The username the recovery starts with: the one typed on the login (sent as the login sends it), if any. */
export function startRecovery(typedUsername: string, name?: string | null): void {
  const username = loginUsername(typedUsername.trim());
  writeRecoveryRequest(username === '' ? null : { username, ...(name ? { name } : {}) });
}


/** Who to recover: the login's username, else the last signed-in one, else nobody (the screen asks). */
export function recoveryUsername(): string | null {
  return readRecoveryRequest()?.username ?? readLocal(LOCAL_KEYS.lastUsername);
}

/** A reset ended: the next login opens in password mode, the username filled, saying why. */
export function notePasswordReset(username: string): void {
  writeLocal(LOCAL_KEYS.passwordResetFor, username);
}

/** The username of a reset that just ended (once), or null. */
export function takePasswordReset(): string | null {
  const username = readLocal(LOCAL_KEYS.passwordResetFor);
  if (username !== null) writeLocal(LOCAL_KEYS.passwordResetFor, null);
  return username;
}
