import { describe, expect, it } from 'vitest';
import { call, COMPANY, DEVICE, login, OTHER_DEVICE, PERSON, useServer } from './helpers';

const s = useServer();

async function savedUsers(deviceId = DEVICE) {
  const res = await call(s.app, 'GET', '/authentication/keepconnected', { deviceId });
  expect(res.status).toBe(200);
  return (await res.json()) as { keepConnectedId: string; userFullName: string; username: string }[];
}

describe('/authentication/keepconnected', () => {
  it('lists nothing for an unknown or invalid device', async () => {
    expect(await savedUsers()).toEqual([]);
    expect(await savedUsers('nao-e-uuid')).toEqual([]);
  });

  it('lists every user signed in with keepConnected on this device only', async () => {
    await login(s.app, COMPANY);
    await login(s.app, PERSON);
    await login(s.app, { username: 'aviso.senha', code: '246810' }, DEVICE, false);
    const users = await savedUsers();
    expect(users.map(({ userFullName, username }) => ({ userFullName, username }))).toEqual([
      { userFullName: 'Mercadinho Bom Preço', username: '11222333000181' },
      { userFullName: 'Ana Souza', username: '52998224725' },
    ]);
    expect(users[0].keepConnectedId.length).toBeGreaterThanOrEqual(22);
    expect(await savedUsers(OTHER_DEVICE)).toEqual([]);
  });

  it('trades an id for a token and a rotated id; a used id is refused', async () => {
    await login(s.app, COMPANY);
    const [entry] = await savedUsers();
    const first = await call(s.app, 'POST', '/authentication/keepconnected', { body: { keepConnectedId: entry.keepConnectedId } });
    expect(first.status).toBe(200);
    const { token, keepConnectedId } = await first.json();
    expect(keepConnectedId).not.toBe(entry.keepConnectedId);
    expect((await call(s.app, 'GET', '/user/me', { token })).status).toBe(200);
    const reused = await call(s.app, 'POST', '/authentication/keepconnected', { body: { keepConnectedId: entry.keepConnectedId } });
    expect(reused.status).toBe(401);
    expect((await reused.json()).message).toBe('Usuário não encontrado neste dispositivo. Entre novamente.');
    const again = await call(s.app, 'POST', '/authentication/keepconnected', { body: { keepConnectedId } });
    expect(again.status).toBe(200);
  });

  it('binds the id to its device', async () => {
    await login(s.app, COMPANY);
    const [entry] = await savedUsers();
    const res = await call(s.app, 'POST', '/authentication/keepconnected', { deviceId: OTHER_DEVICE, body: { keepConnectedId: entry.keepConnectedId } });
    expect(res.status).toBe(401);
  });

  it('answers 400 to a bad body', async () => {
    const res = await call(s.app, 'POST', '/authentication/keepconnected', { body: { keepConnectedId: 42 } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Informe o usuário salvo.');
  });

  it('DELETE removes the entry and ends that user’s session on this device', async () => {
    const token = await login(s.app, COMPANY);
    const otherDeviceToken = await login(s.app, COMPANY, OTHER_DEVICE);
    const [entry] = await savedUsers();
    const res = await call(s.app, 'DELETE', `/authentication/keepconnected?keepConnectedId=${encodeURIComponent(entry.keepConnectedId)}`);
    expect(res.status).toBe(204);
    expect(await savedUsers()).toEqual([]);
    expect((await call(s.app, 'GET', '/user/me', { token })).status).toBe(401);
    expect((await call(s.app, 'GET', '/user/me', { token: otherDeviceToken, deviceId: OTHER_DEVICE })).status).toBe(200);
  });

  it('DELETE answers 404 for an unknown id and 400 without one', async () => {
    const unknown = await call(s.app, 'DELETE', '/authentication/keepconnected?keepConnectedId=desconhecido');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Usuário não encontrado neste dispositivo. Entre novamente.');
    const missing = await call(s.app, 'DELETE', '/authentication/keepconnected');
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Informe o usuário salvo.');
  });
});
