import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createApp } from '../../server/src/app';
import { networkOf } from '../../server/src/http/client-address';
import { pruneLoginThrottle } from '../../server/src/http/login-throttle';
import { call, COMPANY, DEVICE, login, OTHER_DEVICE, PERSON, testConfig, useServer } from './helpers';

const s = useServer();
const attempt = (username: string, password: string, deviceId = DEVICE) =>
  call(s.app, 'POST', '/authentication', { deviceId, body: { username, password, keepConnected: true } });

describe('POST /authentication', () => {
  it('signs in the company with a formatted CNPJ and returns a 12 h token with the contract claims', async () => {
    const res = await attempt('11.222.333/0001-81', COMPANY.code);
    expect(res.status).toBe(200);
    const { token, changePasswordWarning } = await res.json();
    expect(changePasswordWarning).toBeUndefined();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: '1', user: '11222333000181', name: 'Mercadinho Bom Preço', cid: 1, did: DEVICE });
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(12 * 3600);
  });

  it('signs in the person with a formatted CPF', async () => {
    expect((await attempt('529.982.247-25', PERSON.code)).status).toBe(200);
  });

  it('answers 401 with the username message for an unknown user', async () => {
    const res = await attempt('99999999999', '123456');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Usuário e/ou código de acesso inválidos' });
  });

  it('answers 401 with the code message for a wrong code', async () => {
    const res = await attempt(COMPANY.username, '000000');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Código de acesso não encontrado' });
  });

  it('returns changePasswordWarning for the warning user', async () => {
    const res = await attempt('aviso.senha', '246810');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.token).toBeTruthy();
    // The text says what the modal's button does ('Alterar código de acesso').
    expect(body.changePasswordWarning).toBe('Seu código de acesso expira em 5 dias. Altere seu código de acesso para continuar acessando o Balcão.');
  });

  it('answers 470 to a forced change and 471 to expired access, only with the right code', async () => {
    const forced = await attempt('troca.senha', '135790');
    expect(forced.status).toBe(470);
    expect((await forced.json()).message).toMatch(/Redefina sua senha/);
    const expired = await attempt('acesso.expirado', '864209');
    expect(expired.status).toBe(471);
    expect((await expired.json()).message).toMatch(/Solicite um novo código/);
    expect((await attempt('troca.senha', '999999')).status).toBe(401);
  });

  it('names the holder\'s business (its trade name) in a 470 or 471, which only the right code gets', async () => {
    expect(await (await attempt('acesso.expirado', '864209')).json()).toMatchObject({ name: 'PADARIA PAO DOURADO' });
    expect(await (await attempt('troca.senha', '135790')).json()).toMatchObject({ name: 'PADARIA PAO DOURADO' });
    expect(await (await attempt('acesso.expirado', '999999')).json()).not.toHaveProperty('name');
  });

  it('answers 472 when the deviceId is missing or not a UUID', async () => {
    for (const deviceId of [null, 'abc', '']) {
      const res = await call(s.app, 'POST', '/authentication', { deviceId, body: { username: 'x', password: '123456', keepConnected: true } });
      expect(res.status).toBe(472);
      expect(await res.json()).toEqual({ message: 'Houve um problema ao tentar entrar, tente novamente.' });
    }
  });

  it('answers 400 with a Portuguese message to bad bodies', async () => {
    const cases: [unknown, string][] = [
      [{ username: COMPANY.username, password: '12345', keepConnected: true }, 'O código de acesso deve ter 6 caracteres.'],
      [{ password: '123456' }, 'Informe o usuário.'],
      [{ username: '  ', password: '123456' }, 'Informe o usuário.'],
      ['{not json', 'Corpo da requisição inválido.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(s.app, 'POST', '/authentication', { body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
  });
});

describe('login throttling', () => {
  const WRONG = '000000';
  const MINUTE = 60_000;

  it('makes the user wait after 5 failures, on any device, and a success resets the count', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(COMPANY.username, WRONG)).status).toBe(401);
    const waiting = await attempt(COMPANY.username, COMPANY.code, OTHER_DEVICE);
    expect(waiting.status).toBe(429);
    expect((await waiting.json()).message).toBe('Muitas tentativas de acesso. Aguarde 30 segundos para tentar novamente.');
    s.clock.advance(31_000);
    expect((await attempt(COMPANY.username, COMPANY.code)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(COMPANY.username, WRONG)).status).toBe(401);
    expect((await attempt(COMPANY.username, COMPANY.code)).status).toBe(429);
  });

  it('doubles the wait with each failure after the 5th, up to 15 minutes', async () => {
    for (let i = 0; i < 5; i++) await attempt(PERSON.username, WRONG);
    const waits = [];
    for (let failure = 6; failure <= 11; failure++) {
      s.clock.advance(15 * MINUTE);
      expect((await attempt(PERSON.username, WRONG)).status).toBe(401);
      waits.push((await (await attempt(PERSON.username, PERSON.code)).json()).message);
    }
    expect(waits).toEqual(['1 minuto', '2 minutos', '4 minutos', '8 minutos', '15 minutos', '15 minutos'].map(
      (wait) => `Muitas tentativas de acesso. Aguarde ${wait} para tentar novamente.`,
    ));
  });

  it('locks the username for an hour after 20 failures, saying until when (São Paulo time), and never for good', async () => {
    // 16 minutes apart: past every wait, and each in a new window of the device's own limit.
    for (let i = 0; i < 20; i++) {
      expect((await attempt(PERSON.username, WRONG)).status).toBe(401);
      s.clock.advance(16 * MINUTE);
    }
    // The 20th failure was at 12:00Z + 19 × 16 min = 17:04Z, 14:04 in São Paulo: locked until 15:04.
    s.clock.advance(-16 * MINUTE + 30_000);
    const locked = await attempt(PERSON.username, PERSON.code, OTHER_DEVICE);
    expect(locked.status).toBe(423);
    expect(await locked.json()).toEqual({
      message: 'Acesso bloqueado por excesso de tentativas até 15:04 (horário de Brasília). Tente novamente depois desse horário.',
    });
    s.clock.advance(59 * MINUTE);
    expect((await attempt(PERSON.username, PERSON.code)).status).toBe(423);
    s.clock.advance(MINUTE);
    // The lock has passed: the right code enters (and clears the count); a wrong one would lock again for an hour.
    expect((await attempt(PERSON.username, PERSON.code)).status).toBe(200);
    expect((await attempt(PERSON.username, WRONG)).status).toBe(401);
  });

  it('locks again for an hour after each failure past the 20th, and forgets failures a day old', async () => {
    for (let i = 0; i < 21; i++) {
      expect((await attempt('aviso.senha', WRONG)).status).toBe(401);
      s.clock.advance(61 * MINUTE);
    }
    expect((await attempt('aviso.senha', WRONG)).status).toBe(401);
    expect((await attempt('aviso.senha', '246810')).status).toBe(423);
    s.clock.advance(24 * 60 * MINUTE);
    for (let i = 0; i < 5; i++) expect((await attempt('aviso.senha', WRONG)).status).toBe(401);
    expect((await attempt('aviso.senha', WRONG)).status).toBe(429);
  });

  it('throttles unknown usernames too', async () => {
    for (let i = 0; i < 5; i++) await attempt('ninguem', WRONG);
    expect((await attempt('ninguem', WRONG)).status).toBe(429);
  });

  it('limits one device to 30 failures in 15 minutes across any usernames', async () => {
    for (let i = 0; i < 30; i++) expect((await attempt(`ninguem${i}`, WRONG)).status).toBe(401);
    const refused = await attempt(COMPANY.username, COMPANY.code);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Muitas tentativas de acesso a partir deste aparelho ou rede. Aguarde 15 minutos para tentar novamente.',
    });
    // The usernames tried were not locked by it, and another device still enters.
    expect((await attempt(COMPANY.username, COMPANY.code, OTHER_DEVICE)).status).toBe(200);
    s.clock.advance(15 * MINUTE);
    expect((await attempt(COMPANY.username, COMPANY.code)).status).toBe(200);
  });

  it('does not count the sign-ins that succeed against the device', async () => {
    for (let i = 0; i < 29; i++) expect((await attempt(`ninguem${i}`, WRONG)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await attempt(COMPANY.username, COMPANY.code)).status).toBe(200);
    expect((await attempt('ninguem-30', WRONG)).status).toBe(401);
    expect((await attempt('ninguem-31', WRONG)).status).toBe(429);
  });

  it('limits one network to 30 failures in 15 minutes, whatever device ids it sends', async () => {
    const behindProxy = createApp({ db: s.db, config: testConfig({ TRUST_PROXY: '1' }), clock: s.clock });
    const from = (address: string, username: string) => call(behindProxy, 'POST', '/authentication', {
      deviceId: randomUUID(),
      headers: { 'X-Forwarded-For': `198.51.100.7, ${address}` },
      body: { username, password: WRONG, keepConnected: false },
    });
    for (let i = 0; i < 30; i++) expect((await from('203.0.113.9', `ninguem${i}`)).status).toBe(401);
    expect((await from('203.0.113.9', 'ninguem-mais')).status).toBe(429);
    // Another IPv6 address of the same /64 is the same network; another network is not.
    for (let i = 0; i < 30; i++) expect((await from(`2001:db8:0:1::${i + 1}`, `outro${i}`)).status).toBe(401);
    expect((await from('2001:db8:0:1:ffff::9', 'outro-mais')).status).toBe(429);
    expect((await from('203.0.113.10', 'ninguem-mais')).status).toBe(401);
  });

  it('without a trusted proxy counts the connection\'s address, not X-Forwarded-For', async () => {
    const direct = (n: number) => s.app.request(
      '/api/ecommerce/authentication',
      {
        method: 'POST',
        headers: { deviceId: randomUUID(), 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.0.${n}` },
        body: JSON.stringify({ username: `ninguem${n}`, password: WRONG, keepConnected: false }),
      },
      { incoming: { socket: { remoteAddress: '::ffff:192.0.2.5' } } },
    );
    for (let i = 0; i < 30; i++) expect((await direct(i)).status).toBe(401);
    expect((await direct(31)).status).toBe(429);
  });
  it('prunes counts that can no longer refuse: a day-old username, a finished source window', async () => {
    for (let i = 0; i < 5; i++) await attempt('velho', WRONG);
    s.clock.advance(24 * 60 * MINUTE);
    for (let i = 0; i < 5; i++) await attempt('recente', WRONG);
    await pruneLoginThrottle(s.db, s.clock.now());
    const usernames = await s.db.query<{ username: string }>('SELECT username FROM login_throttle ORDER BY username');
    expect(usernames.map((row) => row.username)).toEqual(['recente']);
    const sources = await s.db.query<{ failures: number }>('SELECT failures FROM login_source_throttle');
    expect(sources.map((row) => row.failures)).toEqual([5]);
    expect((await attempt('recente', WRONG)).status).toBe(429);
  });
});

describe('networkOf', () => {
  it.each([
    ['192.0.2.5', '192.0.2.5'],
    ['::ffff:192.0.2.5', '192.0.2.5'],
    [' 2001:DB8::1 ', '2001:db8:0:0::/64'],
    ['2001:db8:0:1:2:3:4:5', '2001:db8:0:1::/64'],
    ['[2001:db8:0:1::7]', '2001:db8:0:1::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['lixo', null],
    ['1::2::3', null],
    ['1:2:3:4:5:6:7:8:9', null],
  ])('%s → %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });
});

describe('sessions', () => {
  it('GET /user/me answers the principal and PUT /user/last-accessed 204', async () => {
    const token = await login(s.app, COMPANY);
    const me = await call(s.app, 'GET', '/user/me', { token });
    expect(await me.json()).toEqual({ principal: { id: 1, name: 'Mercadinho Bom Preço' } });
    expect((await call(s.app, 'PUT', '/user/last-accessed', { token })).status).toBe(204);
  });

  it('GET /user/profile answers the name, the first registered phone and the push flag', async () => {
    expect(await (await call(s.app, 'GET', '/user/profile', { token: await login(s.app, COMPANY) })).json()).toEqual({
      name: 'Mercadinho Bom Preço',
      contact: '11987654321',
      flagPushNotification: true,
    });
    expect((await call(s.app, 'GET', '/user/profile')).status).toBe(401);
  });

  it('refuses missing, forged, alg-none, other-device and expired tokens with 401', async () => {
    const token = await login(s.app, COMPANY);
    const claims = decodeJwt(token);
    const forged = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('outro'));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    for (const candidate of [undefined, 'lixo', forged, none]) {
      const res = await call(s.app, 'GET', '/user/me', { token: candidate });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Sessão expirada. Entre novamente.' });
    }
    expect((await call(s.app, 'GET', '/user/me', { token, deviceId: OTHER_DEVICE })).status).toBe(401);
    s.clock.advance(12 * 3_600_000 + 1000);
    expect((await call(s.app, 'GET', '/user/me', { token })).status).toBe(401);
  });

  it('refuses a token sent without the deviceId header', async () => {
    const token = await login(s.app, COMPANY);
    for (const deviceId of [null, '', 'não-é-uuid']) {
      const res = await call(s.app, 'GET', '/user/me', { token, deviceId });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Sessão expirada. Entre novamente.' });
    }
    expect((await call(s.app, 'GET', '/user/me', { token, deviceId: DEVICE.toUpperCase() })).status).toBe(200);
  });

  it('refuses a token whose server session was revoked', async () => {
    const token = await login(s.app, COMPANY);
    await s.db.query('UPDATE sessions SET revoked_at = now()');
    expect((await call(s.app, 'GET', '/user/me', { token })).status).toBe(401);
  });
});

describe('DELETE /authentication/session (sign-out)', () => {
  it('ends the token\'s session only: other sessions and the device\'s saved user stay', async () => {
    const token = await login(s.app, COMPANY);
    const sameUserElsewhere = await login(s.app, COMPANY, OTHER_DEVICE);
    const signOut = await call(s.app, 'DELETE', '/authentication/session', { token });
    expect(signOut.status).toBe(204);
    const after = await call(s.app, 'GET', '/user/me', { token });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Sessão expirada. Entre novamente.' });
    expect((await call(s.app, 'DELETE', '/authentication/session', { token })).status).toBe(401);
    expect((await call(s.app, 'GET', '/user/me', { token: sameUserElsewhere, deviceId: OTHER_DEVICE })).status).toBe(200);
    const [saved] = await (await call(s.app, 'GET', '/authentication/keepconnected')).json();
    expect(saved).toMatchObject({ username: COMPANY.username });
    const again = await call(s.app, 'POST', '/authentication/keepconnected', { body: { keepConnectedId: saved.keepConnectedId } });
    expect((await call(s.app, 'GET', '/user/me', { token: (await again.json()).token })).status).toBe(200);
  });

  it('answers 401 without a live token', async () => {
    for (const token of [undefined, 'lixo']) {
      const res = await call(s.app, 'DELETE', '/authentication/session', { token });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Sessão expirada. Entre novamente.' });
    }
  });
});
