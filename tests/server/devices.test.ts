import { describe, expect, it } from 'vitest';
import { call, COMPANY, DEVICE, OTHER_DEVICE, PERSON, useServer } from './helpers';

const s = useServer();
const THIRD_DEVICE = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const GUEST = { username: 'convidado.paula', code: '592746' };

async function signIn(who: { username: string; code: string }, deviceId: string, userAgent = CHROME_ANDROID): Promise<string> {
  const res = await call(s.app, 'POST', '/authentication', {
    deviceId,
    headers: { 'User-Agent': userAgent },
    body: { username: who.username, password: who.code, keepConnected: true },
  });
  expect(res.status).toBe(200);
  return (await res.json()).token;
}

async function devices(token: string, deviceId = DEVICE) {
  const res = await call(s.app, 'GET', '/user/devices', { token, deviceId });
  expect(res.status).toBe(200);
  return (await res.json()) as { deviceId: string; phone: string | null; contact: string | null; firstAccess: string; lastAccess: string; userAgent: string }[];
}

async function savedUsernames(deviceId: string): Promise<string[]> {
  const res = await call(s.app, 'GET', '/authentication/keepconnected', { deviceId });
  return ((await res.json()) as { username: string }[]).map((user) => user.username);
}

describe('GET /user/devices', () => {
  it('lists the devices the user signed in on, with the user agent, phone and contact, most recent first', async () => {
    await signIn(COMPANY, OTHER_DEVICE, 'Outro navegador');
    s.clock.advance(60_000);
    const token = await signIn(COMPANY, DEVICE);
    expect(await devices(token)).toEqual([
      {
        deviceId: DEVICE, phone: '11987654321', contact: 'Mercadinho Bom Preço',
        firstAccess: s.clock.now().toISOString(), lastAccess: s.clock.now().toISOString(), userAgent: CHROME_ANDROID,
      },
      {
        deviceId: OTHER_DEVICE, phone: '11987654321', contact: 'Mercadinho Bom Preço',
        firstAccess: '2025-06-02T12:00:00.000Z', lastAccess: '2025-06-02T12:00:00.000Z', userAgent: 'Outro navegador',
      },
    ]);
  });

  it('shows only the signed-in user’s devices', async () => {
    await signIn(PERSON, OTHER_DEVICE);
    const token = await signIn(COMPANY, DEVICE);
    expect((await devices(token)).map((device) => device.deviceId)).toEqual([DEVICE]);
  });

  it('keeps the first access and moves the last one on a later sign-in and on PUT /user/last-accessed', async () => {
    await signIn(COMPANY, DEVICE);
    s.clock.advance(3_600_000);
    const token = await signIn(COMPANY, DEVICE, 'Novo navegador');
    s.clock.advance(60_000);
    expect((await call(s.app, 'PUT', '/user/last-accessed', { token, headers: { 'User-Agent': 'Depois' } })).status).toBe(204);
    const [device] = await devices(token);
    expect(device).toMatchObject({ firstAccess: '2025-06-02T12:00:00.000Z', lastAccess: '2025-06-02T13:01:00.000Z', userAgent: 'Depois' });
  });

  it('records a sign-in through a saved user (keep connected)', async () => {
    await signIn(COMPANY, DEVICE);
    s.clock.advance(60_000);
    const [entry] = await (await call(s.app, 'GET', '/authentication/keepconnected')).json();
    const res = await call(s.app, 'POST', '/authentication/keepconnected', { headers: { 'User-Agent': 'Salvo' }, body: { keepConnectedId: entry.keepConnectedId } });
    const [device] = await devices((await res.json()).token);
    expect(device).toMatchObject({ lastAccess: '2025-06-02T12:01:00.000Z', userAgent: 'Salvo' });
  });

  it('answers 401 without a session', async () => {
    expect((await call(s.app, 'GET', '/user/devices')).status).toBe(401);
  });
});

describe('DELETE /user/{deviceId}', () => {
  it('removes the device: its session is 401 at the next request and its saved users no longer show this user', async () => {
    const other = await signIn(COMPANY, OTHER_DEVICE);
    await signIn(PERSON, OTHER_DEVICE);
    const token = await signIn(COMPANY, DEVICE);
    const res = await call(s.app, 'DELETE', `/user/${OTHER_DEVICE}`, { token });
    expect(res.status).toBe(204);
    expect((await devices(token)).map((device) => device.deviceId)).toEqual([DEVICE]);
    expect((await call(s.app, 'GET', '/user/me', { token: other, deviceId: OTHER_DEVICE })).status).toBe(401);
    expect(await savedUsernames(OTHER_DEVICE)).toEqual([PERSON.username]);
    expect((await call(s.app, 'GET', '/user/me', { token })).status).toBe(200);
  });

  it('refuses the device in use', async () => {
    const token = await signIn(COMPANY, DEVICE);
    const res = await call(s.app, 'DELETE', `/user/${DEVICE}`, { token });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Não é possível remover o dispositivo conectado.' });
    expect(await devices(token)).toHaveLength(1);
  });

  it('answers 404 for another user’s device, an unknown one and a malformed id', async () => {
    await signIn(PERSON, OTHER_DEVICE);
    const token = await signIn(COMPANY, DEVICE);
    for (const id of [OTHER_DEVICE, THIRD_DEVICE, 'nao-e-um-dispositivo']) {
      const res = await call(s.app, 'DELETE', `/user/${id}`, { token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Dispositivo não encontrado.' });
    }
    const person = await signIn(PERSON, OTHER_DEVICE);
    expect((await call(s.app, 'GET', '/user/me', { token: person, deviceId: OTHER_DEVICE })).status).toBe(200);
  });

  it('lets the removed device sign in again as a new device', async () => {
    await signIn(COMPANY, OTHER_DEVICE);
    const token = await signIn(COMPANY, DEVICE);
    await call(s.app, 'DELETE', `/user/${OTHER_DEVICE}`, { token });
    s.clock.advance(60_000);
    await signIn(COMPANY, OTHER_DEVICE);
    const again = (await devices(token)).find((device) => device.deviceId === OTHER_DEVICE);
    expect(again?.firstAccess).toBe('2025-06-02T12:01:00.000Z');
  });
});

describe('DELETE /user/all', () => {
  it('removes every device but the current one and ends their sessions', async () => {
    const second = await signIn(COMPANY, OTHER_DEVICE);
    const third = await signIn(COMPANY, THIRD_DEVICE);
    const token = await signIn(COMPANY, DEVICE);
    expect((await call(s.app, 'DELETE', '/user/all', { token })).status).toBe(204);
    expect((await devices(token)).map((device) => device.deviceId)).toEqual([DEVICE]);
    expect((await call(s.app, 'GET', '/user/me', { token: second, deviceId: OTHER_DEVICE })).status).toBe(401);
    expect((await call(s.app, 'GET', '/user/me', { token: third, deviceId: THIRD_DEVICE })).status).toBe(401);
    expect(await savedUsernames(THIRD_DEVICE)).toEqual([]);
    expect(await savedUsernames(DEVICE)).toEqual([COMPANY.username]);
  });

  it('leaves other users’ sessions on those devices alone', async () => {
    await signIn(COMPANY, OTHER_DEVICE);
    const person = await signIn(PERSON, OTHER_DEVICE);
    const token = await signIn(COMPANY, DEVICE);
    await call(s.app, 'DELETE', '/user/all', { token });
    expect((await call(s.app, 'GET', '/user/me', { token: person, deviceId: OTHER_DEVICE })).status).toBe(200);
  });

  it('is a no-op with only the current device', async () => {
    const token = await signIn(COMPANY, DEVICE);
    expect((await call(s.app, 'DELETE', '/user/all', { token })).status).toBe(204);
    expect(await devices(token)).toHaveLength(1);
  });
});

describe('a guest and devices', () => {
  it('answers 403 to every devices call of a guest', async () => {
    const token = await signIn(GUEST, DEVICE);
    for (const [method, path] of [['GET', '/user/devices'], ['DELETE', '/user/all'], ['DELETE', `/user/${OTHER_DEVICE}`]]) {
      const res = await call(s.app, method, path, { token });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Somente o titular da conta pode gerenciar os dispositivos conectados.' });
    }
  });

  it('records the guest’s own phone on its device', async () => {
    await signIn(GUEST, DEVICE);
    const [row] = await s.db.query<{ phone: string; contact: string }>('SELECT phone, contact FROM user_devices WHERE user_id = 900');
    expect(row).toEqual({ phone: '11976543210', contact: 'Paula Mendes' });
  });
});

