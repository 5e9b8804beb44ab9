// The session against the real API: sign-in outcomes of the demo users, saved users,
// the last-access call and a 401 anywhere. Statuses the demo data cannot produce are
// injected at the fetch boundary.
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMe } from '../../../src/api/auth';
import type { KeepConnectedUser } from '../../../src/domain/entities/account';
import { closeUserDb, deleteUserDb, userDb } from '../../../src/db/user-db';
import { forgetSavedUser, listSavedUsers, removeSavedUser, selectSavedUser } from '../../../src/session/saved-users';
import { currentPartnerId, getSession, setCurrentPartnerId, setDisplayName, signOut, subscribeSession } from '../../../src/session/session';
import { signIn } from '../../../src/session/sign-in';
import { startUserPresence } from '../../../src/session/user-presence';
import { COMPANY, DEVICE, PERSON, useRealApi } from '../support/real-api';
import { tokenFor } from '../sync/fixtures';

const api = useRealApi();
const WARNING = { username: 'aviso.senha', code: '246810' };

afterEach(async () => {
  closeUserDb();
  for (const user of [PERSON.username, WARNING.username, 'convidado.paula']) await deleteUserDb(user);
});

describe('signIn', () => {
  it('stores the token and the username sent, and opens the user database', async () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    await expect(signIn('529.982.247-25', PERSON.code)).resolves.toEqual({ kind: 'ok' });
    stop();
    expect(JSON.parse(api.sent.find((r) => r.path === '/authentication')!.body)).toEqual({ username: PERSON.username, password: PERSON.code, keepConnected: true });
    const token = localStorage.getItem('token')!;
    expect(getSession()).toEqual({ token, username: PERSON.username, name: 'Ana Souza', userId: expect.any(String), guest: false });
    expect(getSession()).toBe(getSession());
    expect(localStorage.getItem('lastUsername')).toBe(PERSON.username);
    expect(listener).toHaveBeenCalled();
    expect(userDb().name).toBe(`balcao-user-${PERSON.username}`);
  });

  it('returns the password warning with the session stored', async () => {
    await expect(signIn(WARNING.username, WARNING.code)).resolves.toEqual({ kind: 'warning', text: expect.any(String) });
    expect(getSession()?.username).toBe(WARNING.username);
  });

  it.each([
    ['an unknown username', 'ninguem.aqui', '123456', { kind: 'invalid', message: 'Usuário e/ou código de acesso inválidos', field: 'username' }],
    ['a wrong code', PERSON.username, '000000', { kind: 'invalid', message: 'Código de acesso não encontrado', field: 'code' }],
    ['a code to change (470), naming its holder\'s business', 'troca.senha', '135790', { kind: 'password-change-required', name: 'PADARIA PAO DOURADO' }],
    ['an expired access (471), naming its holder\'s business', 'acesso.expirado', '864209', { kind: 'access-expired', name: 'PADARIA PAO DOURADO' }],
  ])('%s', async (_, username, code, expected) => {
    await expect(signIn(username, code)).resolves.toEqual(expected);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a blocked guest is told so by the server (403), without a session', async () => {
    await expect(signIn('convidado.joao', '417385')).resolves.toEqual({
      kind: 'error', message: 'Seu acesso foi bloqueado pelo titular da conta. Fale com ele para voltar a entrar.',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('marks a guest’s session as a guest’s, and a holder’s not', async () => {
    await signIn('convidado.paula', '592746');
    expect(getSession()).toMatchObject({ username: 'convidado.paula', guest: true });
    await signIn(PERSON.username, PERSON.code);
    expect(getSession()).toMatchObject({ username: PERSON.username, guest: false });
  });

  it('after 5 failures the server says how long to wait', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(PERSON.username, '000000');
    await expect(signIn(PERSON.username, PERSON.code)).resolves.toEqual({ kind: 'error', message: expect.stringMatching(/./) });
    expect(api.sent.at(-1)?.path).toBe('/authentication');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    [{ status: 401, body: {} }, { kind: 'invalid', message: 'Usuário ou código de acesso incorreto!', field: null }],
    [{ status: 404, body: { message: 'x' } }, { kind: 'error', message: 'Usuário ou código de acesso incorreto!' }],
    [{ status: 423, body: { message: 'Acesso bloqueado. Solicite um novo código de acesso.' } }, { kind: 'error', message: 'Acesso bloqueado. Solicite um novo código de acesso.' }],
    [{ status: 429, body: {} }, { kind: 'error', message: 'Usuário ou código de acesso incorreto!' }],
  ])('answer %j', async (fault, expected) => {
    api.fail(/^\/authentication$/, fault);
    await expect(signIn(PERSON.username, PERSON.code)).resolves.toEqual(expected);
  });

  it('472 makes a new device id and asks to try again', async () => {
    api.fail(/^\/authentication$/, { status: 472, body: { message: 'Dispositivo inválido' } });
    await expect(signIn(PERSON.username, PERSON.code)).resolves.toEqual({
      kind: 'device-reset', message: 'Houve um problema ao tentar entrar, tente novamente.',
    });
    expect(localStorage.getItem('deviceId')).not.toBe(DEVICE);
    expect(localStorage.getItem('deviceId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a 401 to any call clears the token and the stored username, and tells the screens', async () => {
    await api.signIn(PERSON);
    localStorage.setItem('partner', '1');
    localStorage.setItem('token', tokenFor(PERSON.username)); // not signed by the server
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    await expect(fetchMe()).rejects.toMatchObject({ status: 401, message: 'Sessão expirada. Entre novamente.' });
    stop();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('lastUsername')).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });
});

describe('saved users', () => {
  it('lists them, and offline falls back to the list last seen', async () => {
    await api.signIn(PERSON);
    const users = await listSavedUsers();
    expect(users).toEqual([expect.objectContaining({ username: PERSON.username, keepConnectedId: expect.any(String) })]);
    api.setOnline(false);
    await expect(listSavedUsers()).resolves.toEqual(users);
  });

  it('selecting one stores a new token; a failure has the spec message', async () => {
    await api.signIn(PERSON);
    const [user] = await listSavedUsers();
    await signOut({ force: true });
    await selectSavedUser(user!.keepConnectedId);
    expect(getSession()?.username).toBe(PERSON.username);
    const [rotated] = JSON.parse(localStorage.getItem('savedUsers')!) as KeepConnectedUser[];
    expect(rotated!.keepConnectedId).not.toBe(user!.keepConnectedId);
    await expect(selectSavedUser(user!.keepConnectedId)).rejects.toThrow('Houve um erro ao tentar selecionar o usuario, tente novamente.');
  });

  it('removing one forgets it on the server; a failure has the spec message', async () => {
    await api.signIn(PERSON);
    const [user] = await listSavedUsers();
    await removeSavedUser(user!.keepConnectedId);
    expect(JSON.parse(localStorage.getItem('savedUsers')!)).toEqual([]);
    await expect(listSavedUsers()).resolves.toEqual([]);
    await expect(removeSavedUser(user!.keepConnectedId)).rejects.toThrow('Houve um erro ao tentar excluir o usuario, tente novamente.');
  });
});

describe('signOut and partner', () => {
  it('asks first while changes wait, then signs out keeping them', async () => {
    await api.signIn(PERSON);
    await userDb().outbox.add({
      key: 'cart:1:5', idempotencyKey: 'k', status: 'pending', updatedAt: 0,
      command: { type: 'cart-item', partnerId: 1, productId: 5, quantity: 1, productPackageId: 1, confirmExcessive: false, previous: null },
    });
    await expect(signOut()).resolves.toBe('pending-changes');
    expect(getSession()).not.toBeNull();
    expect(api.calls()).not.toContain('DELETE /authentication/session');
    await expect(signOut({ force: true })).resolves.toBe('done');
    expect(getSession()).toBeNull();
    await api.signIn(PERSON);
    expect(await userDb().outbox.count()).toBe(1);
  });

  it('with forget, the device also forgets the user: no saved entry, no local data', async () => {
    await api.signIn(PERSON);
    await userDb().outbox.add({
      key: 'cart:1:5', idempotencyKey: 'k', status: 'pending', updatedAt: 0,
      command: { type: 'cart-item', partnerId: 1, productId: 5, quantity: 1, productPackageId: 1, confirmExcessive: false, previous: null },
    });
    await expect(signOut({ force: true, forget: forgetSavedUser })).resolves.toBe('done');
    expect(getSession()).toBeNull();
    await expect(listSavedUsers()).resolves.toEqual([]);
    await api.signIn(PERSON);
    expect(await userDb().outbox.count()).toBe(0);
  });

  it('says when the device could not forget the user, and signs out all the same', async () => {
    await api.signIn(PERSON);
    // Retries included: the server cannot be asked.
    api.fail(/^\/authentication\/keepconnected$/, 'network', 10, 'GET');
    await expect(signOut({ force: true, forget: forgetSavedUser })).resolves.toBe('not-forgotten');
    expect(getSession()).toBeNull();
  });

  /** GET /user/me with this token from the device it was made for (its `did` claim), beside the app. */
  async function meStatus(token: string): Promise<number> {
    const { did } = decodeJwt(token) as { did: string };
    const headers = { Authorization: `Bearer ${token}`, deviceId: did };
    return (await api.server.app.request('/api/ecommerce/user/me', { headers })).status;
  }

  it('ends the session on the server: the token stops working', async () => {
    await api.signIn(PERSON);
    localStorage.setItem('partner', '1');
    const token = localStorage.getItem('token')!;
    expect(await meStatus(token)).toBe(200);
    await expect(signOut()).resolves.toBe('done');
    const sent = api.sent.find((r) => r.method === 'DELETE' && r.path === '/authentication/session')!;
    expect(sent.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(sent.headers.get('deviceId')).toBe((decodeJwt(token) as { did: string }).did);
    expect(sent.headers.get('partner')).toBeNull();
    expect(getSession()).toBeNull();
    expect(await meStatus(token)).toBe(401);
  });

  it('signs out here when the server cannot be told (offline, or failing)', async () => {
    await api.signIn(PERSON);
    const offlineToken = localStorage.getItem('token')!;
    api.setOnline(false);
    await expect(signOut()).resolves.toBe('done');
    expect(getSession()).toBeNull();
    api.setOnline(true);
    await api.signIn(PERSON);
    const failingToken = localStorage.getItem('token')!;
    api.fail(/^\/authentication\/session$/, 'network', 4);
    await expect(api.withFakeTimers(() => signOut())).resolves.toBe('done');
    expect(api.calls().filter((c) => c === 'DELETE /authentication/session')).toHaveLength(4);
    expect(getSession()).toBeNull();
    // Neither session could be ended: they live until they expire.
    expect(await meStatus(offlineToken)).toBe(200);
    expect(await meStatus(failingToken)).toBe(200);
  });

  it('keeps the current partner id', () => {
    expect(currentPartnerId()).toBeNull();
    setCurrentPartnerId(2);
    expect(currentPartnerId()).toBe(2);
    setCurrentPartnerId(null);
    expect(localStorage.getItem('partner')).toBeNull();
  });
});

describe('user presence', () => {
  const presenceCalls = () => api.calls().filter((call) => call.startsWith('GET /user/me') || call.startsWith('PUT /user/last-accessed'));

  it('touches last-accessed and takes the current name once per session, once a partner is chosen', async () => {
    await api.signIn(COMPANY);
    await api.server.db.query('UPDATE users SET full_name = $1 WHERE username = $2', ['Mercadinho Bom Preço Ltda', COMPANY.username]);
    const stop = startUserPresence();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(presenceCalls()).toEqual([]); // both calls carry the partner header [access §7.5]
    setCurrentPartnerId(1);
    await vi.waitFor(() => expect(getSession()?.name).toBe('Mercadinho Bom Preço Ltda'));
    expect(presenceCalls().sort()).toEqual(['GET /user/me', 'PUT /user/last-accessed']);
    setCurrentPartnerId(2);
    expect(presenceCalls()).toHaveLength(2);

    await api.signIn(COMPANY); // a new sign-in is a new session
    await vi.waitFor(() => expect(presenceCalls()).toHaveLength(4));
    stop();
  });

  it('ignores failures and keeps the token name', async () => {
    await api.signIn(PERSON);
    api.fail(/^\/user\//, 503, 8);
    localStorage.setItem('partner', '1');
    const stop = startUserPresence();
    await vi.waitFor(() => expect(presenceCalls()).toHaveLength(2));
    expect(getSession()?.name).toBe('Ana Souza');
    stop();
  });

  it('the new name also renames the saved user, and belongs to that user only', async () => {
    await api.signIn(PERSON);
    await listSavedUsers();
    setDisplayName(PERSON.username, 'Ana Souza Lima');
    expect(JSON.parse(localStorage.getItem('savedUsers')!)[0].userFullName).toBe('Ana Souza Lima');
    expect(getSession()?.name).toBe('Ana Souza Lima');
    await api.signIn(COMPANY);
    expect(getSession()?.name).not.toBe('Ana Souza Lima');
  });
});
