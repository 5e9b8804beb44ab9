// POST /user/signup/change-access-code: a session is not proof enough (docs/decisions/0122-access-code-change-proof.md).
import { describe, expect, it } from 'vitest';
import { listMessages } from '../../server/src/db/queries/messages';
import { call, DEVICE, login, OTHER_DEVICE, useServer } from './helpers';

const s = useServer();
const MINUTE = 60_000;
const USER = { username: 'novo.codigo', code: '649301' };
const FORGOT = { username: 'esqueci.codigo', code: '572604', phone: '11991234321' };
const PASSWORD = 'Nova senha forte 2026';

/** `current` null: the body has no current code. */
const change = (token: string, definitiveAccessCode: unknown, current: string | null = USER.code) =>
  call(s.app, 'POST', '/user/signup/change-access-code', {
    token, body: { definitiveAccessCode, ...(current === null ? {} : { currentAccessCode: current }) },
  });
const attempt = (username: string, password: string, deviceId = DEVICE) =>
  call(s.app, 'POST', '/authentication', { deviceId, body: { username, password, keepConnected: true } });

/** The reset flow for esqueci.codigo up to the new password; answers when the reset code was validated. */
async function resetForgotten(): Promise<void> {
  const [{ id }] = await s.db.query<{ id: number }>('SELECT id FROM customer_phones WHERE phone = $1', [FORGOT.phone]);
  const body = { method: 'whatsapp', identifier: `phone-${id}`, username: FORGOT.username };
  expect((await call(s.app, 'POST', '/authentication/password-redefinition/send-code', { body })).status).toBe(200);
  const [message] = await listMessages(s.db, { recipient: FORGOT.phone, limit: 1 });
  const code = message.text.match(/(\d{6})/)![1];
  const validated = await call(s.app, 'POST', '/authentication/password-redefinition/validate-code', { body: { code, userName: FORGOT.username } });
  const token = (await validated.json()).data;
  expect((await call(s.app, 'POST', '/authentication/forgot/reset', { body: { password: PASSWORD, passwordConfirmation: PASSWORD, token } })).status).toBe(200);
}

describe('POST /user/signup/change-access-code', () => {
  it('sets a definitive code: the new code signs in (again and again), the old one no longer', async () => {
    const token = await login(s.app, USER);
    const res = await change(token, '580317');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Código de acesso definido com sucesso!' });
    expect((await attempt(USER.username, '580317')).status).toBe(200);
    expect((await attempt(USER.username, '580317')).status).toBe(200);
    expect((await attempt(USER.username, USER.code)).status).toBe(401);
  });

  it('turns a temporary code into a definitive one, the spent temporary code as proof', async () => {
    const token = await login(s.app, { username: 'codigo.temporario', code: '905173' });
    expect((await change(token, '271828', '905173')).status).toBe(200);
    const again = await attempt('codigo.temporario', '271828');
    expect(again.status).toBe(200);
    expect((await again.json()).changePasswordWarning).toBeUndefined();
  });

  it('ends the user\'s other sessions and keeps this one', async () => {
    const elsewhere = await login(s.app, USER, OTHER_DEVICE);
    const here = await login(s.app, USER, DEVICE);
    expect((await change(here, '580317')).status).toBe(200);
    expect((await call(s.app, 'GET', '/user/me', { token: elsewhere, deviceId: OTHER_DEVICE })).status).toBe(401);
    expect((await call(s.app, 'GET', '/user/me', { token: here })).status).toBe(200);
    expect(await (await call(s.app, 'GET', '/authentication/keepconnected', { deviceId: OTHER_DEVICE })).json()).toEqual([]);
  });

  it('refuses trivial codes and bad input with a 400 in Portuguese', async () => {
    const token = await login(s.app, USER);
    const cases: [unknown, string][] = [
      ['123456', 'Este código é fácil de adivinhar. Evite números repetidos ou em sequência (como 111111 ou 123456).'],
      ['111111', 'Este código é fácil de adivinhar. Evite números repetidos ou em sequência (como 111111 ou 123456).'],
      ['12a456', 'O código de acesso deve ter 6 dígitos numéricos.'],
      [undefined, 'O código de acesso deve ter 6 dígitos numéricos.'],
    ];
    for (const [code, message] of cases) {
      const res = await change(token, code);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    expect((await attempt(USER.username, USER.code)).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await call(s.app, 'POST', '/user/signup/change-access-code', { body: { definitiveAccessCode: '580317', currentAccessCode: USER.code } });
    expect(res.status).toBe(401);
  });
});

describe('proof for a new access code', () => {
  it('a session alone is not enough: a missing or wrong current code is a 400 and changes nothing', async () => {
    const token = await login(s.app, USER);
    const missing = await change(token, '580317', null);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Informe seu código de acesso atual (ou sua senha).' });
    const wrong = await change(token, '580317', '000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'Código de acesso atual ou senha incorretos.' });
    expect((await attempt(USER.username, USER.code)).status).toBe(200);
    expect((await attempt(USER.username, '580317')).status).toBe(401);
  });

  it('wrong current codes count as failed sign-ins: after 5 the username waits', async () => {
    const token = await login(s.app, USER);
    for (let i = 0; i < 5; i++) expect((await change(token, '580317', '000000')).status).toBe(400);
    const held = await change(token, '580317', USER.code);
    expect(held.status).toBe(429);
    expect((await held.json()).message).toMatch(/Aguarde/);
  });

  it('takes the password from a reset as proof', async () => {
    await resetForgotten();
    s.clock.advance(15 * MINUTE);
    const token = await login(s.app, { username: FORGOT.username, code: PASSWORD });
    expect((await change(token, '580317', null)).status).toBe(400);
    expect((await change(token, '580317', PASSWORD)).status).toBe(200);
    expect((await attempt(FORGOT.username, '580317')).status).toBe(200);
  });

  it('is not asked within 15 minutes of a validated reset code', async () => {
    await resetForgotten();
    s.clock.advance(14 * MINUTE);
    const token = await login(s.app, { username: FORGOT.username, code: PASSWORD });
    expect((await change(token, '580317', null)).status).toBe(200);
    expect((await attempt(FORGOT.username, '580317')).status).toBe(200);
  });
});
