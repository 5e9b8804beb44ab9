// The signed-in session's state. Loaded at boot: no static Dexie import here (the user
// database is imported dynamically once a token exists), and the API client arrives with the
// first call. Signing in is session/sign-in.ts, the saved users session/saved-users.ts.
import { configureApiClient } from '../api/access';
import { ApiError, NETWORK_MESSAGE } from '../api/errors';
import type { KeepConnectedUser } from '../domain/entities/account';
import { deviceIdMadeHere, ensureDeviceId, getDeviceIdSync } from '../db/device-id';
import { LOCAL_KEYS, readLocal, writeLocal } from '../db/local-keys';
import { decodeToken, storedToken } from '../db/session-token';

export interface Session {
  token: string;
  username: string;
  name: string;
  userId: string;
  /** a guest user (token claim `guest`): guest and device management are the holder's */
  guest: boolean;
}

// Not loaded (offline before the worker cached it): the call failed for want of a connection.
const authApi = () =>
  import('../api/auth').catch(() => {
    throw new ApiError(0, { message: NETWORK_MESSAGE }, 'network');
  });

const listeners = new Set<() => void>();
let snapshot: { token: string | null; displayName: string | null; session: Session | null } = {
  token: null,
  displayName: null,
  session: null,
};

function notifySession(): void {
  listeners.forEach((listener) => listener());
}

// The server refused the session (a 401) rather than the user signing out: where they were is worth coming back to.
let endedByServer = false;

/** True when the last session ended by the server's 401 (expired, or ended from another device). */
export function sessionEndedByServer(): boolean {
  return endedByServer;
}

/** Call once at boot: the API client reads the token, partner and device id from here. */
export function connectApiClient(): void {
  configureApiClient({
    token: storedToken,
    partner: () => readLocal(LOCAL_KEYS.partner),
    deviceId: () => getDeviceIdSync() ?? ensureDeviceId(),
    onUnauthorized: () => {
      endedByServer = storedToken() !== null;
      writeLocal(LOCAL_KEYS.token, null);
      writeLocal(LOCAL_KEYS.lastUsername, null);
      notifySession();
    },
  });
}

globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  const keys: Array<string | null> = [LOCAL_KEYS.token, LOCAL_KEYS.partner, LOCAL_KEYS.displayName, null];
  if (keys.includes(event.key)) notifySession();
});

/** The name `GET /user/me` last gave for that user, when it is the one asked about. */
function storedDisplayName(raw: string | null, username: string): string | null {
  try {
    const value = JSON.parse(raw ?? 'null') as { username?: unknown; name?: unknown } | null;
    return value?.username === username && typeof value.name === 'string' && value.name !== '' ? value.name : null;
  } catch {
    return null;
  }
}

/** Stable between calls while the token and the display name are unchanged (useSyncExternalStore needs that). */
export function getSession(): Session | null {
  const token = storedToken();
  const displayName = readLocal(LOCAL_KEYS.displayName);
  if (token !== snapshot.token || displayName !== snapshot.displayName) {
    const claims = token ? decodeToken(token) : null;
    snapshot = {
      token,
      displayName,
      session:
        token && claims
          ? {
              token,
              username: claims.user,
              name: storedDisplayName(displayName, claims.user) ?? claims.name,
              userId: claims.sub,
              guest: claims.guest,
            }
          : null,
    };
  }
  return snapshot.session;
}

/** Keeps the user's current full name (from `GET /user/me`) over the token's, saved users included. */
export function setDisplayName(username: string, name: string): void {
  if (!name) return;
  writeLocal(LOCAL_KEYS.displayName, JSON.stringify({ username, name }));
  const users = cachedSavedUsers();
  if (users.some((user) => user.username === username && user.userFullName !== name)) {
    const renamed = users.map((user) => (user.username === username ? { ...user, userFullName: name } : user));
    writeLocal(LOCAL_KEYS.savedUsers, JSON.stringify(renamed));
  }
  notifySession();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A sign-in on this page saves its user for this device (keepConnected is always true).
let signedInHere = false;

/** Keeps a new token, remembers the username and opens that user's database (for the sign-in modules of session/). */
export async function storeSession(token: string): Promise<void> {
  const claims = decodeToken(token);
  if (!claims) throw new Error('Token inválido.');
  endedByServer = false;
  signedInHere = true;
  writeLocal(LOCAL_KEYS.token, token);
  writeLocal(LOCAL_KEYS.lastUsername, claims.user);
  const { openUserDb } = await import('../db/user-db');
  openUserDb(claims.user);
  notifySession();
}

/** The saved users last listed (session/saved-users.ts keeps them). */
export function cachedSavedUsers(): KeepConnectedUser[] {
  try {
    return JSON.parse(readLocal(LOCAL_KEYS.savedUsers) ?? '[]') as KeepConnectedUser[];
  } catch {
    return [];
  }
}

/**
 * False when the server cannot hold saved users for this device: its id was made on this page
 * and nobody has signed in since (users are saved by a sign-in with this id).
 */
export async function mayHaveSavedUsers(): Promise<boolean> {
  return signedInHere || !(await deviceIdMadeHere());
}

/** How long signing out waits for the server to end the session before going on without it. */
const END_SESSION_WAIT_MS = 3000;

/**
 * Best effort: the server ends the token's session, so a copy of the token stops working. Offline, failing or
 * slow, the local sign-out goes on.
 */
async function endServerSession(): Promise<void> {
  await (await authApi()).endSession({ signal: AbortSignal.timeout(END_SESSION_WAIT_MS) }).catch(() => undefined);
}

/**
 * 'pending-changes' (nothing done) while the outbox holds unsent changes, so the caller
 * can ask first; `force` then signs out anyway. Queued changes stay in the user's
 * database and are sent at that user's next sign-in. `forget` (saved-users.ts's forgetSavedUser, passed in so
 * the boot code does not carry it) runs before the session ends here: the saved-users screen the sign-out opens
 * must not list (and so re-key) the entry meanwhile.
 */
export async function signOut(
  options: { force?: boolean; forget?: (username: string) => Promise<boolean> } = {},
): Promise<'done' | 'pending-changes' | 'not-forgotten'> {
  let forgotten = true;
  if (storedToken()) {
    const { closeUserDb, userDb } = await import('../db/user-db');
    if (!options.force && (await userDb().outbox.count()) > 0) return 'pending-changes';
    const username = getSession()?.username;
    await endServerSession();
    closeUserDb();
    if (options.forget && username) forgotten = await options.forget(username);
  }
  writeLocal(LOCAL_KEYS.token, null);
  writeLocal(LOCAL_KEYS.partner, null);
  notifySession();
  return forgotten ? 'done' : 'not-forgotten';
}

export function currentPartnerId(): number | null {
  const value = Number(readLocal(LOCAL_KEYS.partner));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function setCurrentPartnerId(id: number | null): void {
  writeLocal(LOCAL_KEYS.partner, id === null ? null : String(id));
  notifySession();
}
