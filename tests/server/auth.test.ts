import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, COMPANY, DEVICE, login, OTHER_DEVICE, PERSON, useServer } from './helpers';

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
    expect(body.changePasswordWarning).toMatch(/Redefina sua senha/);
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
  it('makes the user wait after 5 failures, on any device, and a success resets the count', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(COMPANY.username, '000000')).status).toBe(401);
    const waiting = await attempt(COMPANY.username, COMPANY.code, OTHER_DEVICE);
    expect(waiting.status).toBe(429);
    expect((await waiting.json()).message).toBe('Muitas tentativas de acesso. Aguarde 30 segundos para tentar novamente.');
    s.clock.advance(31_000);
    expect((await attempt(COMPANY.username, COMPANY.code)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(COMPANY.username, '000000')).status).toBe(401);
    expect((await attempt(COMPANY.username, COMPANY.code)).status).toBe(429);
  });

  it('grows the wait and locks the username after 20 failures', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await attempt('aviso.senha', '000000')).status).toBe(401);
      s.clock.advance(3_600_000);
    }
    const locked = await attempt('aviso.senha', '246810');
    expect(locked.status).toBe(423);
    expect((await locked.json()).message).toMatch(/Solicite um novo código de acesso/);
  });

  it('throttles unknown usernames too', async () => {
    for (let i = 0; i < 5; i++) await attempt('ninguem', '000000');
    expect((await attempt('ninguem', '000000')).status).toBe(429);
  });
});

describe('sessions', () => {
  it('GET /user/me answers the principal and PUT /user/last-accessed 204', async () => {
    const token = await login(s.app, COMPANY);
    const me = await call(s.app, 'GET', '/user/me', { token });
    expect(await me.json()).toEqual({ principal: { id: 1, name: 'Mercadinho Bom Preço' } });
    expect((await call(s.app, 'PUT', '/user/last-accessed', { token })).status).toBe(204);
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

  it('refuses a token whose server session was revoked', async () => {
    const token = await login(s.app, COMPANY);
    await s.db.query('UPDATE sessions SET revoked_at = now()');
    expect((await call(s.app, 'GET', '/user/me', { token })).status).toBe(401);
  });
});
