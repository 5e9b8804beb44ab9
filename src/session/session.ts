// The signed-in session. Loaded at boot: no static Dexie import here (the user database is
// imported dynamically once a token exists), and the API client arrives with the first call.
import { configureApiClient } from '../api/access';
import { ApiError, NETWORK_MESSAGE } from '../api/errors';
import type { KeepConnectedUser } from '../domain/entities/account';
import { deviceIdMadeHere, ensureDeviceId, getDeviceIdSync, resetDeviceId } from '../db/device-id';
import { LOCAL_KEYS, readLocal, writeLocal } from '../db/local-keys';
import { decodeToken, storedToken } from '../db/session-token';
import { loginUsername } from '../domain/tax-id';

const SESSION_MESSAGES = {
  invalidDefault: 'Usuário ou código de acesso incorreto!',
  unknownUsername: 'Usuário e/ou código de acesso inválidos',
  wrongCode: 'Código de acesso não encontrado',
  deviceReset: 'Houve um problema ao tentar entrar, tente novamente.',
  selectUserFailed: 'Houve um erro ao tentar selecionar o usuario, tente novamente.',
  removeUserFailed: 'Houve um erro ao tentar excluir o usuario, tente novamente.',
} as const;

export type SignInResult =
  | { kind: 'ok' }
  | { kind: 'warning'; text: string }
  | { kind: 'invalid'; message: string; field: 'username' | 'code' | null }
  | { kind: 'password-change-required' }
  | { kind: 'access-expired' }
  | { kind: 'device-reset'; message: string }
  | { kind: 'error'; message: string };

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

/** Call once at boot: the API client reads the token, partner and device id from here. */
export function connectApiClient(): void {
  configureApiClient({
    token: storedToken,
    partner: () => readLocal(LOCAL_KEYS.partner),
    deviceId: () => getDeviceIdSync() ?? ensureDeviceId(),
    onUnauthorized: () => {
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

/** The name this device knows for `username` (its last sign-in or a saved user), without asking the server. */
export function knownFullName(username: string): string | null {
  return (
    storedDisplayName(readLocal(LOCAL_KEYS.displayName), username) ??
    cachedSavedUsers().find((user) => user.username === username)?.userFullName ??
    null
  );
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A sign-in on this page saves its user for this device (keepConnected is always true).
let signedInHere = false;

/** Keeps a new token, remembers the username and opens that user's database. */
async function storeSession(token: string): Promise<void> {
  const claims = decodeToken(token);
  if (!claims) throw new Error('Token inválido.');
  signedInHere = true;
  writeLocal(LOCAL_KEYS.token, token);
  writeLocal(LOCAL_KEYS.lastUsername, claims.user);
  const { openUserDb } = await import('../db/user-db');
  openUserDb(claims.user);
  notifySession();
}

function signInFailure(error: unknown): SignInResult {
  if (!(error instanceof ApiError)) return { kind: 'error', message: SESSION_MESSAGES.invalidDefault };
  switch (error.status) {
    case 401: {
      const message = error.body.message || SESSION_MESSAGES.invalidDefault;
      const field =
        message === SESSION_MESSAGES.unknownUsername ? 'username' : message === SESSION_MESSAGES.wrongCode ? 'code' : null;
      return { kind: 'invalid', message, field };
    }
    case 470:
      return { kind: 'password-change-required' };
    case 471:
      return { kind: 'access-expired' };
    case 472:
      return { kind: 'device-reset', message: SESSION_MESSAGES.deviceReset };
    case 403: // a blocked guest: the server says so
    case 423:
    case 429:
      // Throttled or locked: the server's message says how long to wait or what to do.
      return { kind: 'error', message: error.body.message || SESSION_MESSAGES.invalidDefault };
    default:
      // Without an answer "wrong code" would mislead: say the connection failed.
      return { kind: 'error', message: error.kind === 'network' ? error.body.message : SESSION_MESSAGES.invalidDefault };
  }
}

export async function signIn(username: string, code: string): Promise<SignInResult> {
  try {
    const answer = await (await authApi()).login({ username: loginUsername(username), password: code, keepConnected: true });
    await storeSession(answer.token);
    return answer.changePasswordWarning ? { kind: 'warning', text: answer.changePasswordWarning } : { kind: 'ok' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 472) await resetDeviceId();
    return signInFailure(error);
  }
}

export type UniqueAccessResult = 'ok' | 'link-gone' | 'access-expired' | 'network';

/** Signs in with the unique-access link sent after activation [access §2.7]: the token is kept as a login's. */
export async function signInWithUniqueAccess(uniqueAccessId: string): Promise<UniqueAccessResult> {
  try {
    await storeSession((await (await authApi()).postUniqueAccess(uniqueAccessId)).token);
    return 'ok';
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'http') return 'network';
    return error.status === 470 || error.status === 471 ? 'access-expired' : 'link-gone';
  }
}

function cachedSavedUsers(): KeepConnectedUser[] {
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

/** The device's saved users; offline, the list last seen (selecting one still needs the server). */
export async function listSavedUsers(): Promise<KeepConnectedUser[]> {
  if (!(await mayHaveSavedUsers())) return [];
  try {
    const users = await (await authApi()).fetchKeepConnectedUsers();
    writeLocal(LOCAL_KEYS.savedUsers, JSON.stringify(users));
    return users;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') return cachedSavedUsers();
    throw error;
  }
}

export async function selectSavedUser(keepConnectedId: string): Promise<void> {
  try {
    const answer = await (await authApi()).loginKeepConnected(keepConnectedId);
    await storeSession(answer.token);
    const users = cachedSavedUsers().map((user) =>
      user.keepConnectedId === keepConnectedId ? { ...user, keepConnectedId: answer.keepConnectedId } : user,
    );
    writeLocal(LOCAL_KEYS.savedUsers, JSON.stringify(users));
  } catch {
    throw new Error(SESSION_MESSAGES.selectUserFailed);
  }
}

/** Forgets the user on this device, their local database included. */
export async function removeSavedUser(keepConnectedId: string): Promise<void> {
  try {
    await (await authApi()).removeKeepConnected(keepConnectedId);
  } catch {
    throw new Error(SESSION_MESSAGES.removeUserFailed);
  }
  const users = cachedSavedUsers();
  const removed = users.find((user) => user.keepConnectedId === keepConnectedId);
  writeLocal(LOCAL_KEYS.savedUsers, JSON.stringify(users.filter((user) => user !== removed)));
  if (removed && removed.username !== getSession()?.username) {
    const { deleteUserDb } = await import('../db/user-db');
    await deleteUserDb(removed.username).catch(() => undefined);
  }
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
 * database and are sent at that user's next sign-in.
 */
export async function signOut(options: { force?: boolean } = {}): Promise<'done' | 'pending-changes'> {
  if (storedToken()) {
    const { closeUserDb, userDb } = await import('../db/user-db');
    if (!options.force && (await userDb().outbox.count()) > 0) return 'pending-changes';
    await endServerSession();
    closeUserDb();
  }
  writeLocal(LOCAL_KEYS.token, null);
  writeLocal(LOCAL_KEYS.partner, null);
  notifySession();
  return 'done';
}

export function currentPartnerId(): number | null {
  const value = Number(readLocal(LOCAL_KEYS.partner));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function setCurrentPartnerId(id: number | null): void {
  writeLocal(LOCAL_KEYS.partner, id === null ? null : String(id));
  notifySession();
}
