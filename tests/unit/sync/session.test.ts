import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../api/fetch-stub';
import { tokenFor } from './fixtures';

const DEVICE = '0b7c1a9e-3c41-4d2a-9d4f-5f0e9c2b7a10';

async function loadSession() {
  vi.resetModules();
  return import('../../../src/sync/session');
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('deviceId', DEVICE);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  const { deleteUserDb } = await import('../../../src/db/user-db');
  await deleteUserDb('52998224725');
});

describe('signIn', () => {
  it('stores the token and the username sent, and opens the user database', async () => {
    const token = tokenFor('52998224725');
    let sent: unknown;
    stubFetch(async (request) => {
      sent = await request.json();
      return json(200, { token });
    });
    const session = await loadSession();
    const listener = vi.fn();
    session.subscribeSession(listener);
    await expect(session.signIn('529.982.247-25', '730461')).resolves.toEqual({ kind: 'ok' });
    expect(sent).toEqual({ username: '52998224725', password: '730461', keepConnected: true });
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('lastUsername')).toBe('52998224725');
    expect(session.getSession()).toEqual({ token, username: '52998224725', name: 'Ana Souza', userId: '7' });
    expect(session.getSession()).toBe(session.getSession());
    expect(listener).toHaveBeenCalled();
    const { userDb } = await import('../../../src/db/user-db');
    expect(userDb().name).toBe('balcao-user-52998224725');
  });

  it('returns the password warning with the session stored', async () => {
    stubFetch(() => json(200, { token: tokenFor('52998224725'), changePasswordWarning: 'Sua senha expira em 3 dias.' }));
    const session = await loadSession();
    await expect(session.signIn('aviso.senha', '246810')).resolves.toEqual({ kind: 'warning', text: 'Sua senha expira em 3 dias.' });
    expect(session.getSession()).not.toBeNull();
  });

  it.each([
    [401, { message: 'Usuário e/ou código de acesso inválidos' }, { kind: 'invalid', message: 'Usuário e/ou código de acesso inválidos', field: 'username' }],
    [401, { message: 'Código de acesso não encontrado' }, { kind: 'invalid', message: 'Código de acesso não encontrado', field: 'code' }],
    [401, { message: 'Muitas tentativas. Aguarde 1 minuto.' }, { kind: 'invalid', message: 'Muitas tentativas. Aguarde 1 minuto.', field: null }],
    [401, {}, { kind: 'invalid', message: 'Usuário ou código de acesso incorreto!', field: null }],
    [470, {}, { kind: 'password-change-required' }],
    [471, {}, { kind: 'access-expired' }],
    [404, { message: 'x' }, { kind: 'error', message: 'Usuário ou código de acesso incorreto!' }],
    [429, { message: 'Muitas tentativas. Aguarde 2 minutos.' }, { kind: 'error', message: 'Muitas tentativas. Aguarde 2 minutos.' }],
    [423, { message: 'Acesso bloqueado. Solicite um novo código de acesso.' }, { kind: 'error', message: 'Acesso bloqueado. Solicite um novo código de acesso.' }],
    [429, {}, { kind: 'error', message: 'Usuário ou código de acesso incorreto!' }],
  ])('status %s %j', async (status, body, expected) => {
    stubFetch(() => json(status, body));
    const session = await loadSession();
    await expect(session.signIn('user', '123456')).resolves.toEqual(expected);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('472 makes a new device id and asks to try again', async () => {
    stubFetch(() => json(472, { message: 'Dispositivo inválido' }));
    const session = await loadSession();
    await expect(session.signIn('user', '123456')).resolves.toEqual({
      kind: 'device-reset',
      message: 'Houve um problema ao tentar entrar, tente novamente.',
    });
    expect(localStorage.getItem('deviceId')).not.toBe(DEVICE);
    expect(localStorage.getItem('deviceId')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('saved users', () => {
  const users = [{ keepConnectedId: 'k1', userFullName: 'Ana Souza', username: '52998224725' }];

  it('lists them, and offline falls back to the list last seen', async () => {
    stubFetch(() => json(200, users));
    const session = await loadSession();
    await expect(session.listSavedUsers()).resolves.toEqual(users);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(session.listSavedUsers()).resolves.toEqual(users);
    vi.restoreAllMocks();
  });

  it('selecting one stores the token; a failure has the spec message', async () => {
    const token = tokenFor('52998224725');
    stubFetch(() => json(200, { token, keepConnectedId: 'k2' }));
    const session = await loadSession();
    await session.selectSavedUser('k1');
    expect(localStorage.getItem('token')).toBe(token);
    stubFetch(() => json(401, { message: 'Sessão expirada. Entre novamente.' }));
    await expect(session.selectSavedUser('k2')).rejects.toThrow('Houve um erro ao tentar selecionar o usuario, tente novamente.');
  });

  it('removal failure has the spec message', async () => {
    stubFetch(() => json(400, { message: 'x' }));
    const session = await loadSession();
    await expect(session.removeSavedUser('k1')).rejects.toThrow('Houve um erro ao tentar excluir o usuario, tente novamente.');
  });
});

describe('signOut and partner', () => {
  it('asks first while changes wait, then signs out keeping them', async () => {
    localStorage.setItem('token', tokenFor('52998224725'));
    const session = await loadSession();
    const { userDb } = await import('../../../src/db/user-db');
    await userDb().outbox.add({
      key: 'cart:1:5', idempotencyKey: 'k', status: 'pending', updatedAt: 0,
      command: { type: 'cart-item', partnerId: 1, productId: 5, quantity: 1, productPackageId: 1, confirmExcessive: false, previous: null },
    });
    await expect(session.signOut()).resolves.toBe('pending-changes');
    expect(session.getSession()).not.toBeNull();
    await expect(session.signOut({ force: true })).resolves.toBe('done');
    expect(session.getSession()).toBeNull();
    localStorage.setItem('token', tokenFor('52998224725'));
    expect(await userDb().outbox.count()).toBe(1);
  });

  it('keeps the current partner id', async () => {
    const session = await loadSession();
    expect(session.currentPartnerId()).toBeNull();
    session.setCurrentPartnerId(2);
    expect(session.currentPartnerId()).toBe(2);
    session.setCurrentPartnerId(null);
    expect(localStorage.getItem('partner')).toBeNull();
  });
});
