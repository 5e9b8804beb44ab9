// A device whose id this page made: the server cannot hold saved users for it (own file: it
// needs a session module loaded on a device with no id copy).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSON, useRealApi } from '../support/real-api';

const api = useRealApi();

beforeEach(async () => {
  localStorage.removeItem('deviceId');
  document.cookie = 'deviceId=; Max-Age=0; Path=/';
  await new Promise((resolve) => (indexedDB.deleteDatabase('balcao-device-id').onsuccess = resolve));
  vi.resetModules();
});

describe('saved users on a new device', () => {
  it('are none, without asking the server', async () => {
    const session = await import('../../../src/session/session');
    const { listSavedUsers } = await import('../../../src/session/saved-users');
    await expect(session.mayHaveSavedUsers()).resolves.toBe(false);
    await expect(listSavedUsers()).resolves.toEqual([]);
    expect(api.sent.some((request) => request.path === '/authentication/keepconnected')).toBe(false);
  });

  it('may be there once someone signed in on it', async () => {
    const session = await import('../../../src/session/session');
    const { signIn } = await import('../../../src/session/sign-in');
    const { listSavedUsers } = await import('../../../src/session/saved-users');
    session.connectApiClient();
    await expect(signIn(PERSON.username, PERSON.code)).resolves.toEqual({ kind: 'ok' });
    await expect(session.mayHaveSavedUsers()).resolves.toBe(true);
    await expect(listSavedUsers()).resolves.toEqual([expect.objectContaining({ username: PERSON.username })]);
    const { closeUserDb, deleteUserDb } = await import('../../../src/db/user-db');
    closeUserDb();
    await deleteUserDb(PERSON.username);
  });
});
