import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { call, COMPANY, DEVICE, login, OTHER_DEVICE, PERSON, useServer } from './helpers';

const s = useServer();
const PAULA = { id: 900, username: 'convidado.paula', code: '592746' };
const JOAO = { id: 901, username: 'convidado.joao', code: '417385' };

const invite = (token: string, query: string) => call(s.app, 'POST', `/user/guest?${query}`, { token });
const signInAttempt = (who: { username: string; code: string }, deviceId = DEVICE) =>
  call(s.app, 'POST', '/authentication', { deviceId, body: { username: who.username, password: who.code, keepConnected: true } });

async function lastMessageTo(recipient: string): Promise<string> {
  const messages = (await (await s.app.request(`/dev/messages?recipient=${recipient}`)).json()) as { text: string }[];
  return messages[0].text;
}

describe('GET /user/guest', () => {
  it('lists the customer’s guests with name, phone, active and last access', async () => {
    const token = await login(s.app, COMPANY);
    const res = await call(s.app, 'GET', '/user/guest', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { id: 901, name: 'João Batista de Oliveira Santos', phone: '11965432109', active: false, lastAccessed: null },
      { id: 900, name: 'Paula Mendes', phone: '11976543210', active: true, lastAccessed: null },
    ]);
  });

  it('shows another customer no guest of this one', async () => {
    const token = await login(s.app, PERSON);
    expect(await (await call(s.app, 'GET', '/user/guest', { token })).json()).toEqual([]);
  });

  it('shows the guest’s last access once the guest used the app', async () => {
    const guest = await login(s.app, PAULA, OTHER_DEVICE);
    await call(s.app, 'PUT', '/user/last-accessed', { token: guest, deviceId: OTHER_DEVICE });
    const token = await login(s.app, COMPANY);
    const list = await (await call(s.app, 'GET', '/user/guest', { token })).json();
    expect(list.find((g: { id: number }) => g.id === PAULA.id).lastAccessed).toBe('2025-06-02T12:00:00.000Z');
  });
});

describe('POST /user/guest', () => {
  it('creates the guest with a temporary code sent by WhatsApp, and the guest signs in with it', async () => {
    const token = await login(s.app, COMPANY);
    const res = await invite(token, 'name=Marcos%20Lima&phone=%2B55%20(11)%2091234-5678');
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ name: 'Marcos Lima', phone: '11912345678', active: true, lastAccessed: null });
    expect(created.username).toMatch(/^convidado\d{6}$/);
    const text = await lastMessageTo('11912345678');
    expect(text).toContain('Mercadinho Bom Preço convidou você');
    expect(text).toContain(`Usuário: ${created.username}`);
    expect(text).toContain('http://localhost:8080/login');
    const code = /Código de acesso: (\d{6})/.exec(text)![1];
    const signIn = await signInAttempt({ username: created.username, code }, OTHER_DEVICE);
    expect(signIn.status).toBe(200);
    const claims = decodeJwt((await signIn.json()).token);
    expect(claims).toMatchObject({ user: created.username, cid: 1, guest: true });
    const [row] = await s.db.query<{ code_kind: string; role: string }>('SELECT code_kind, role FROM users WHERE id = $1', [created.id]);
    expect(row).toEqual({ code_kind: 'TEMPORARY', role: 'GUEST' });
  });

  it('answers 400 with the spec’s messages when name or phone is missing', async () => {
    const token = await login(s.app, COMPANY);
    for (const [query, message] of [
      ['', 'Informe o nome e o telefone do usuário que você deseja convidar.'],
      ['name=%20&phone=', 'Informe o nome e o telefone do usuário que você deseja convidar.'],
      ['name=Marcos', 'Os campos nome e telefone são obrigatórios'],
      ['phone=11912345678&name=%20%20', 'Os campos nome e telefone são obrigatórios'],
      ['name=Marcos&phone=1234', 'Telefone inválido. Informe o DDD e o número.'],
      ['name=Marcos&phone=01912345678', 'Telefone inválido. Informe o DDD e o número.'],
      [`name=${'a'.repeat(61)}&phone=11912345678`, 'O nome deve ter no máximo 60 caracteres.'],
    ]) {
      const res = await invite(token, query);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
  });

  it('creates one guest and sends one message for a retried call (same Idempotency-Key)', async () => {
    const token = await login(s.app, COMPANY);
    const headers = { 'Idempotency-Key': 'convite-1' };
    const first = await call(s.app, 'POST', '/user/guest?name=Marcos&phone=11912345678', { token, headers });
    const retry = await call(s.app, 'POST', '/user/guest?name=Marcos&phone=11912345678', { token, headers });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(await (await s.app.request('/dev/messages?recipient=11912345678')).json()).toHaveLength(1);
  });

  it('refuses a second guest with the same phone (409)', async () => {
    const token = await login(s.app, COMPANY);
    const res = await invite(token, 'name=Outra&phone=11976543210');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Já existe um usuário convidado com este telefone.' });
  });

  it('makes one guest of two simultaneous invitations of the same phone (the customer row is locked)', async () => {
    const token = await login(s.app, COMPANY);
    const answers = await Promise.all([invite(token, 'name=A&phone=11912345678'), invite(token, 'name=B&phone=11912345678')]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('lets another customer invite the same phone', async () => {
    const token = await login(s.app, PERSON);
    expect((await invite(token, 'name=Paula&phone=11976543210')).status).toBe(201);
  });

  it('throttles invitations: 10 per customer per hour, then 429', async () => {
    const token = await login(s.app, COMPANY);
    for (let i = 0; i < 10; i++) expect((await invite(token, `name=G${i}&phone=119000000${String(i).padStart(2, '0')}`)).status).toBe(201);
    const refused = await invite(token, 'name=G10&phone=11900000010');
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe('Muitos convites enviados em pouco tempo. Tente novamente mais tarde.');
    s.clock.advance(60 * 60 * 1000 + 1);
    expect((await invite(token, 'name=G10&phone=11900000010')).status).toBe(201);
  });
});

describe('block, unblock and delete', () => {
  it('a blocked guest cannot sign in, and an open session ends at its next request', async () => {
    const guest = await login(s.app, PAULA, OTHER_DEVICE);
    const token = await login(s.app, COMPANY);
    expect((await call(s.app, 'POST', `/user/guest/block/${PAULA.id}`, { token })).status).toBe(204);
    expect((await call(s.app, 'GET', '/user/me', { token: guest, deviceId: OTHER_DEVICE })).status).toBe(401);
    const refused = await signInAttempt(PAULA, OTHER_DEVICE);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Seu acesso foi bloqueado pelo titular da conta. Fale com ele para voltar a entrar.' });
  });

  it('a blocked guest cannot sign in through a saved user either', async () => {
    await login(s.app, PAULA, OTHER_DEVICE);
    const [entry] = await (await call(s.app, 'GET', '/authentication/keepconnected', { deviceId: OTHER_DEVICE })).json();
    const token = await login(s.app, COMPANY);
    await call(s.app, 'POST', `/user/guest/block/${PAULA.id}`, { token });
    const res = await call(s.app, 'POST', '/authentication/keepconnected', { deviceId: OTHER_DEVICE, body: { keepConnectedId: entry.keepConnectedId } });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/bloqueado pelo titular/);
  });

  it('unblocking lets the guest sign in again', async () => {
    const token = await login(s.app, COMPANY);
    expect((await signInAttempt(JOAO)).status).toBe(403);
    expect((await call(s.app, 'POST', `/user/guest/unblock/${JOAO.id}`, { token })).status).toBe(204);
    expect((await signInAttempt(JOAO)).status).toBe(200);
    const list = await (await call(s.app, 'GET', '/user/guest', { token })).json();
    expect(list.find((g: { id: number }) => g.id === JOAO.id).active).toBe(true);
  });

  it('deleting removes the guest: gone from the list, session 401, sign-in 401', async () => {
    const guest = await login(s.app, PAULA, OTHER_DEVICE);
    const token = await login(s.app, COMPANY);
    expect((await call(s.app, 'DELETE', `/user/guest/${PAULA.id}`, { token })).status).toBe(204);
    const list = await (await call(s.app, 'GET', '/user/guest', { token })).json();
    expect(list.map((g: { id: number }) => g.id)).toEqual([JOAO.id]);
    expect((await call(s.app, 'GET', '/user/me', { token: guest, deviceId: OTHER_DEVICE })).status).toBe(401);
    expect((await signInAttempt(PAULA, OTHER_DEVICE)).status).toBe(401);
    expect(await (await call(s.app, 'GET', '/authentication/keepconnected', { deviceId: OTHER_DEVICE })).json()).toEqual([]);
  });

  it('answers 404 for another customer’s guest, an unknown id and a malformed one', async () => {
    const token = await login(s.app, PERSON);
    for (const [method, path] of [
      ['POST', `/user/guest/block/${PAULA.id}`],
      ['POST', `/user/guest/unblock/${JOAO.id}`],
      ['DELETE', `/user/guest/${PAULA.id}`],
      ['DELETE', '/user/guest/99999'],
      ['POST', '/user/guest/block/abc'],
      ['DELETE', `/user/guest/${1}`],
    ]) {
      const res = await call(s.app, method, path, { token });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Usuário convidado não encontrado.' });
    }
    expect((await signInAttempt(PAULA)).status).toBe(200);
  });
});

describe('what a guest may do', () => {
  it('answers 403 to every guest-management call of a guest', async () => {
    const token = await login(s.app, PAULA);
    for (const [method, path] of [
      ['GET', '/user/guest'],
      ['POST', '/user/guest?name=X&phone=11912345678'],
      ['POST', `/user/guest/block/${JOAO.id}`],
      ['POST', `/user/guest/unblock/${JOAO.id}`],
      ['DELETE', `/user/guest/${JOAO.id}`],
    ]) {
      const res = await call(s.app, method, path, { token });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ message: 'Somente o titular da conta pode gerenciar usuários convidados.' });
    }
  });

  it('may browse and read the customer’s cart and orders', async () => {
    const token = await login(s.app, PAULA);
    expect((await call(s.app, 'GET', '/partner/customer', { token })).status).toBe(200);
    expect((await call(s.app, 'GET', '/v2/cart/1', { token })).status).toBe(200);
    expect((await call(s.app, 'GET', '/purchase/search?size=1', { token, partner: 1 })).status).toBe(200);
  });

  it('a holder’s token carries no guest claim', async () => {
    expect(decodeJwt(await login(s.app, COMPANY)).guest).toBeUndefined();
  });
});
