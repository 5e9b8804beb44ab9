// The users this device keeps signed in [access §2.3] [access §4.2].
import * as api from '../api/auth';
import { ApiError } from '../api/errors';
import type { KeepConnectedUser } from '../domain/entities/account';
import { LOCAL_KEYS, writeLocal } from '../db/local-keys';
import { cachedSavedUsers, getSession, mayHaveSavedUsers, storeSession } from './session';

const SAVED_USERS_MESSAGES = {
  selectUserFailed: 'Houve um erro ao tentar selecionar o usuario, tente novamente.',
  removeUserFailed: 'Houve um erro ao tentar excluir o usuario, tente novamente.',
} as const;

/** The device's saved users; offline, the list last seen (selecting one still needs the server). */
export async function listSavedUsers(): Promise<KeepConnectedUser[]> {
  if (!(await mayHaveSavedUsers())) return [];
  try {
    const users = await api.fetchKeepConnectedUsers();
    writeLocal(LOCAL_KEYS.savedUsers, JSON.stringify(users));
    return users;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') return cachedSavedUsers();
    throw error;
  }
}

export async function selectSavedUser(keepConnectedId: string): Promise<void> {
  try {
    const answer = await api.loginKeepConnected(keepConnectedId);
    await storeSession(answer.token);
    const users = cachedSavedUsers().map((user) =>
      user.keepConnectedId === keepConnectedId ? { ...user, keepConnectedId: answer.keepConnectedId } : user,
    );
    writeLocal(LOCAL_KEYS.savedUsers, JSON.stringify(users));
  } catch {
    throw new Error(SAVED_USERS_MESSAGES.selectUserFailed);
  }
}

/** Forgets the user on this device, their local database included. */
export async function removeSavedUser(keepConnectedId: string): Promise<void> {
  try {
    await api.removeKeepConnected(keepConnectedId);
  } catch {
    throw new Error(SAVED_USERS_MESSAGES.removeUserFailed);
  }
  const users = cachedSavedUsers();
  const removed = users.find((user) => user.keepConnectedId === keepConnectedId);
  writeLocal(LOCAL_KEYS.savedUsers, JSON.stringify(users.filter((user) => user !== removed)));
  if (removed && removed.username !== getSession()?.username) {
    const { deleteUserDb } = await import('../db/user-db');
    await deleteUserDb(removed.username).catch(() => undefined);
  }
}

/**
 * 'Sair e esquecer este usuário', while signing out (its database already closed): the device's saved entry of
 * `username` and its local data go. False when the server could not be asked.
 */
export async function forgetSavedUser(username: string): Promise<boolean> {
  try {
    // Fresh from the server (offline, the last list's keys may be stale): the entry's current key.
    const saved = (await api.fetchKeepConnectedUsers()).find((user) => user.username === username);
    if (saved) await api.removeKeepConnected(saved.keepConnectedId);
    writeLocal(LOCAL_KEYS.savedUsers, JSON.stringify(cachedSavedUsers().filter((user) => user.username !== username)));
    const { deleteUserDb } = await import('../db/user-db');
    await deleteUserDb(username).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
