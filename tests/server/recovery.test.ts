import { beforeEach, describe, expect, it } from 'vitest';
import { listMessages } from '../../server/src/db/queries/messages';
import { call, DEVICE, login, OTHER_DEVICE, PERSON, useServer } from './helpers';

const s = useServer();
const MINUTE = 60_000;
const FORGOT = { username: 'esqueci.codigo', code: '572604', phone: '11991234321', email: 'contato@emporiorecomeco.example' };
/** Empório Recomeço's phone row: contacts are named by it. */
let PHONE_ID: number;
beforeEach(async () => {
  [{ id: PHONE_ID }] = await s.db.query<{ id: number }>('SELECT id FROM customer_phones WHERE phone = $1', [FORGOT.phone]);
});
const NEW_PASSWORD = 'Nova senha forte 2026';

const contacts = (username: string) =>
  call(s.app, 'GET', `/authentication/password-redefinition/code?username=${encodeURIComponent(username)}`);
const sendCode = (body: unknown) => call(s.app, 'POST', '/authentication/password-redefinition/send-code', { body });
const validateCode = (code: string, userName = FORGOT.username) =>
  call(s.app, 'POST', '/authentication/password-redefinition/validate-code', { body: { code, userName } });
const reset = (body: unknown, deviceId = DEVICE) => call(s.app, 'POST', '/authentication/forgot/reset', { body, deviceId });
const attempt = (username: string, password: string, deviceId = DEVICE) =>
  call(s.app, 'POST', '/authentication', { deviceId, body: { username, password, keepConnected: true } });

/** Sends a reset code by WhatsApp to the user's phone and reads it from the messages table. */
async function sentCode(username = FORGOT.username, recipient = FORGOT.phone): Promise<string> {
  const res = await sendCode({ method: 'whatsapp', identifier: `phone-${PHONE_ID}`, username });
  expect(res.status).toBe(200);
  const [message] = await listMessages(s.db, { recipient, limit: 1 });
  return message.text.match(/(\d{6})/)![1];
}

async function resetToken(username = FORGOT.username): Promise<string> {
  const res = await validateCode(await sentCode(username), username);
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

async function resetPassword(username = FORGOT.username, deviceId = DEVICE) {
  const token = await resetToken(username);
  return reset({ password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, token }, deviceId);
}

describe('GET /authentication/password-redefinition/code', () => {
  it('lists WhatsApp and SMS for a mobile and the e-mail, masked, by identifier', async () => {
    const res = await contacts('esqueci.codigo');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { method: 'whatsapp', identifier: `phone-${PHONE_ID}`, value: '(11) 9****-4321' },
      { method: 'sms', identifier: `phone-${PHONE_ID}`, value: '(11) 9****-4321' },
      { method: 'email', identifier: 'email', value: 'c****@emporiorecomeco.example' },
    ]);
  });

  it('offers a landline by WhatsApp only and reads a formatted tax id as the login does', async () => {
    const values = (await (await contacts('11.222.333/0001-81')).json()).map((c: { method: string; value: string }) => `${c.method} ${c.value}`);
    expect(values).toEqual(['whatsapp (11) 9****-4321', 'sms (11) 9****-4321', 'whatsapp (11) ****-4455', 'email c****@mercadinhobompreco.example']);
  });

  it('answers an unknown username exactly as a known one without contacts', async () => {
    const unknown = await contacts('ninguem.aqui');
    const noContacts = await contacts('cadastro.antigo');
    expect([unknown.status, noContacts.status]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual([]);
    expect(await noContacts.json()).toEqual([]);
  });

  it('asks for the username in Portuguese when it is missing', async () => {
    const res = await call(s.app, 'GET', '/authentication/password-redefinition/code');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Informe o usuário.' });
  });
});

describe('POST /authentication/password-redefinition/send-code', () => {
  it('sends a 6-digit code to the real number and names the channel', async () => {
    const res = await sendCode({ method: 'whatsapp', identifier: `phone-${PHONE_ID}`, username: FORGOT.username });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Sucesso! Foi enviado um código em seu WhatsApp' });
    const [message] = await listMessages(s.db, { recipient: FORGOT.phone, limit: 1 });
    expect(message.channel).toBe('whatsapp');
    expect(message.text).toMatch(/redefinir a senha é \d{6}\. Ele vale por 10 minutos/);
  });

  it('sends by SMS and by e-mail to the registered address', async () => {
    expect(await (await sendCode({ method: 'sms', identifier: `phone-${PHONE_ID}`, username: FORGOT.username })).json()).toEqual({
      message: 'Sucesso! Foi enviado um código em seu SMS',
    });
    const email = await sendCode({ method: 'email', identifier: 'email', username: FORGOT.username });
    expect(await email.json()).toEqual({ message: 'Sucesso! Foi enviado um código em seu e-mail' });
    expect((await listMessages(s.db, { recipient: FORGOT.email, limit: 1 }))[0].channel).toBe('email');
  });

  it('refuses a contact that is not the user\'s, a mismatched method and an unknown user alike', async () => {
    const cases = [
      { method: 'whatsapp', identifier: 'phone-1', username: FORGOT.username },
      { method: 'email', identifier: `phone-${PHONE_ID}`, username: FORGOT.username },
      { method: 'whatsapp', identifier: `phone-${PHONE_ID}`, username: 'ninguem.aqui' },
      { method: 'pombo', identifier: 'email', username: FORGOT.username },
    ];
    for (const body of cases) {
      const res = await sendCode(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Selecione um dos contatos cadastrados para receber o código.' });
    }
    expect(await listMessages(s.db, { recipient: FORGOT.phone, limit: 5 })).toEqual([]);
  });

  it('sends at most 3 codes per user in 15 minutes', async () => {
    for (let i = 0; i < 3; i++) {
      await sentCode();
      s.clock.advance(MINUTE);
    }
    const refused = await sendCode({ method: 'email', identifier: 'email', username: FORGOT.username });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Você já pediu 3 códigos nos últimos 15 minutos. Aguarde 12 minutos para pedir outro.',
    });
    s.clock.advance(12 * MINUTE);
    expect((await sendCode({ method: 'email', identifier: 'email', username: FORGOT.username })).status).toBe(200);
  });
});

describe('POST /authentication/password-redefinition/validate-code', () => {
  it('answers the reset token in data with the success text', async () => {
    const res = await validateCode(await sentCode());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Código validado com sucesso!');
    expect(body.data).toMatch(/^[\w-]{43}$/);
  });

  it('counts wrong tries and closes the code after the 5th', async () => {
    const code = await sentCode();
    const wrong = code === '000000' ? '000001' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const res = await validateCode(wrong);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: `Código incorreto. Você ainda tem ${left} tentativa${left === 1 ? '' : 's'}.` });
    }
    expect(await (await validateCode(wrong)).json()).toEqual({ message: 'Código incorreto. As tentativas deste código acabaram: peça um novo código.' });
    const after = await validateCode(code);
    expect(after.status).toBe(400);
    expect(await after.json()).toEqual({ message: 'Código inválido ou expirado. Peça um novo código.' });
  });

  it('expires a code after 10 minutes', async () => {
    const code = await sentCode();
    s.clock.advance(10 * MINUTE);
    const res = await validateCode(code);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Código inválido ou expirado. Peça um novo código.' });
  });

  it('accepts a code once, and only the newest code sent', async () => {
    const first = await sentCode();
    const second = await sentCode();
    expect((await validateCode(first)).status).toBe(first === second ? 200 : 400);
    expect((await validateCode(second)).status).toBe(first === second ? 400 : 200);
    expect((await validateCode(second)).status).toBe(400);
  });

  it('answers bad input and unknown users with a 400 in Portuguese', async () => {
    expect(await (await validateCode('12ab56')).json()).toEqual({ message: 'O código deve ter 6 dígitos.' });
    const unknown = await validateCode('123456', 'ninguem.aqui');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Código inválido ou expirado. Peça um novo código.' });
  });
});

describe('POST /authentication/forgot/reset', () => {
  it('sets the password that the password variant of the login accepts', async () => {
    const res = await resetPassword();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Dados atualizados.' });
    expect((await attempt(FORGOT.username, NEW_PASSWORD)).status).toBe(200);
    const wrong = await attempt(FORGOT.username, 'outra senha qualquer');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Senha incorreta.' });
  });

  it('takes a token once, and not after 15 minutes', async () => {
    const token = await resetToken();
    const body = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, token };
    expect((await reset(body)).status).toBe(200);
    const again = await reset(body);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Link de redefinição expirado ou já utilizado. Peça um novo código para redefinir sua senha.' });
    const late = await resetToken();
    s.clock.advance(15 * MINUTE);
    expect((await reset({ ...body, token: late })).status).toBe(400);
  });

  it('answers bad passwords and a missing token with a 400 in Portuguese', async () => {
    const token = await resetToken();
    const long = 'x'.repeat(65);
    const cases: [unknown, string][] = [
      [{ password: 'curta', passwordConfirmation: 'curta', token }, 'Sua senha deve conter no mínimo 8 caracteres'],
      [{ password: long, passwordConfirmation: long, token }, 'A senha deve ter no máximo 64 caracteres.'],
      [{ password: NEW_PASSWORD, passwordConfirmation: `${NEW_PASSWORD}!`, token }, 'A senha e a confirmação não coincidem.'],
      [{ password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, token: '' }, 'Link de redefinição inválido. Peça um novo código para redefinir sua senha.'],
      [{ password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }, 'Link de redefinição inválido. Peça um novo código para redefinir sua senha.'],
    ];
    for (const [body, message] of cases) {
      const res = await reset(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    // None of them used the token.
    expect((await reset({ password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, token })).status).toBe(200);
  });

  it('replaces the forgotten credential: the old access code and the old password no longer sign in', async () => {
    expect((await attempt(FORGOT.username, FORGOT.code)).status).toBe(200);
    expect((await resetPassword()).status).toBe(200);
    const oldCode = await attempt(FORGOT.username, FORGOT.code);
    expect(oldCode.status).toBe(401);
    expect(await oldCode.json()).toEqual({ message: 'Código de acesso não encontrado' });
    const token = await resetToken();
    const second = 'Outra senha forte 2027';
    expect((await reset({ password: second, passwordConfirmation: second, token })).status).toBe(200);
    expect(await (await attempt(FORGOT.username, NEW_PASSWORD)).json()).toEqual({ message: 'Senha incorreta.' });
    expect((await attempt(FORGOT.username, second)).status).toBe(200);
  });

  it('clears 470 and 471', async () => {
    for (const username of ['troca.senha', 'acesso.expirado']) {
      await call(s.app, 'POST', '/authentication/password-redefinition/send-code', {
        body: { method: 'whatsapp', identifier: 'phone-4', username },
      });
      const [message] = await listMessages(s.db, { recipient: '31987651234', limit: 1 });
      const token = (await (await validateCode(message.text.match(/(\d{6})/)![1], username)).json()).data;
      expect((await reset({ password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, token })).status).toBe(200);
      expect((await attempt(username, NEW_PASSWORD)).status).toBe(200);
    }
    expect((await attempt('troca.senha', '135790')).status).toBe(401);
  });

  it('lifts a login lock', async () => {
    for (let i = 0; i < 20; i++) {
      await attempt(FORGOT.username, '000000', i % 2 ? DEVICE : OTHER_DEVICE);
      s.clock.advance(16 * MINUTE);
    }
    s.clock.advance(-16 * MINUTE);
    expect((await attempt(FORGOT.username, FORGOT.code)).status).toBe(423);
    expect((await resetPassword()).status).toBe(200);
    expect((await attempt(FORGOT.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends the user\'s sessions and forgets the user on other devices', async () => {
    const elsewhere = await login(s.app, FORGOT, OTHER_DEVICE);
    expect((await call(s.app, 'GET', '/user/me', { token: elsewhere, deviceId: OTHER_DEVICE })).status).toBe(200);
    expect((await resetPassword(FORGOT.username, DEVICE)).status).toBe(200);
    expect((await call(s.app, 'GET', '/user/me', { token: elsewhere, deviceId: OTHER_DEVICE })).status).toBe(401);
    expect(await (await call(s.app, 'GET', '/authentication/keepconnected', { deviceId: OTHER_DEVICE })).json()).toEqual([]);
  });
});

describe('temporary access codes', () => {
  const TEMPORARY = { username: 'codigo.temporario', code: '905173' };

  it('sign in once with a warning to define a code; the same code then answers 470', async () => {
    const first = await attempt(TEMPORARY.username, TEMPORARY.code);
    expect(first.status).toBe(200);
    expect((await first.json()).changePasswordWarning).toBe(
      "Você entrou com um código de acesso temporário, que vale para um único acesso. Defina seu código de acesso em Perfil > 'Alterar código de acesso'.",
    );
    const second = await attempt(TEMPORARY.username, TEMPORARY.code, OTHER_DEVICE);
    expect(second.status).toBe(470);
    expect((await second.json()).message).toMatch(/Redefina sua senha/);
  });

  it('are revoked by a reset: the password signs in, the old code no longer', async () => {
    expect((await attempt('codigo.usado', '318546')).status).toBe(470);
    const res = await call(s.app, 'POST', '/authentication/password-redefinition/send-code', {
      body: { method: 'email', identifier: 'email', username: 'codigo.usado' },
    });
    expect(res.status).toBe(200);
    const [message] = await listMessages(s.db, { recipient: FORGOT.email, limit: 1 });
    const token = (await (await validateCode(message.text.match(/(\d{6})/)![1], 'codigo.usado')).json()).data;
    expect((await reset({ password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, token })).status).toBe(200);
    expect((await attempt('codigo.usado', NEW_PASSWORD)).status).toBe(200);
    expect((await attempt('codigo.usado', '318546')).status).toBe(401);
  });
});

describe('the password variant of POST /authentication', () => {
  it('answers 401 for a user without a password, 400 for lengths that are neither code nor password', async () => {
    expect(await (await attempt(PERSON.username, 'senha-qualquer')).json()).toEqual({ message: 'Senha incorreta.' });
    expect(await (await attempt(PERSON.username, '1234567')).json()).toEqual({ message: 'O código de acesso deve ter 6 caracteres.' });
    expect(await (await attempt(PERSON.username, 'x'.repeat(65))).json()).toEqual({ message: 'A senha deve ter no máximo 64 caracteres.' });
  });

  it('is throttled like the code: 20 wrong passwords lock the username', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await attempt(PERSON.username, 'senha errada', i % 2 ? DEVICE : OTHER_DEVICE)).status).toBe(401);
      s.clock.advance(16 * MINUTE);
    }
    s.clock.advance(-16 * MINUTE);
    expect((await attempt(PERSON.username, PERSON.code)).status).toBe(423);
  });
});

describe('at the same moment', () => {
  it('sends at most 3 codes out of 6 requests at once', async () => {
    const body = { method: 'whatsapp', identifier: `phone-${PHONE_ID}`, username: FORGOT.username };
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => sendCode(body)))).map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('counts 8 wrong tries at once as no more than the 5 a code allows', async () => {
    const code = await sentCode();
    const wrong = code === '000000' ? '000001' : '000000';
    await Promise.all(Array.from({ length: 8 }, () => validateCode(wrong)));
    expect((await validateCode(code)).status).toBe(400);
  });

  it('lets one of two logins with the same temporary code through, and one of two resets with the same token', async () => {
    const logins = await Promise.all([attempt('codigo.temporario', '905173'), attempt('codigo.temporario', '905173', OTHER_DEVICE)]);
    expect(logins.map((res) => res.status).sort()).toEqual([200, 470]);
    const token = await resetToken();
    const body = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, token };
    const resets = await Promise.all([reset(body), reset(body, OTHER_DEVICE)]);
    expect(resets.map((res) => res.status).sort()).toEqual([200, 400]);
  });
});
