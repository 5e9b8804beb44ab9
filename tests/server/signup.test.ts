import { describe, expect, it } from 'vitest';
import { call, login, useServer } from './helpers';
import { activate, confirmNumber, inbox, linkParam, lookup, NEW_COMPANY, NEW_PERSON, phoneIds } from './signup-helpers';

const s = useServer();
const ALREADY = 'Este cadastro já foi concluído. Entre com seu usuário e código de acesso.';

describe('GET /user/signup/cnpj/{document}', () => {
  it('answers an unregistered company with masked numbers, masked e-mail and nothing preselected', async () => {
    const res = await lookup(s.app, '27.183.456/0001-90');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      customerId: 101,
      tradeName: 'EMPORIO DAS FLORES',
      firstName: null,
      phoneNumbers: [
        { phoneNumberId: expect.any(Number), phoneNumber: '(11) 9****-4567' },
        { phoneNumberId: expect.any(Number), phoneNumber: '(11) ****-7890' },
      ],
      phoneNumberId: null,
      partnerId: 1,
      cnpj: '27183456000190',
      email: 'co***@emporiodasflores.example',
      finishRegister: false,
    });
  });

  it('preselects the only number of a person', async () => {
    const body = await (await lookup(s.app, NEW_PERSON.taxId)).json();
    expect(body.phoneNumberId).toBe(body.phoneNumbers[0].phoneNumberId);
    expect(body.tradeName).toBeNull();
  });

  it('gives a person without trade name their first name only, for the greeting', async () => {
    const body = await (await lookup(s.app, NEW_PERSON.taxId)).json();
    expect(body.firstName).toBe('Bruno');
    expect(JSON.stringify(body)).not.toContain('Carvalho');
  });

  it('marks a customer that already has its user', async () => {
    expect((await (await lookup(s.app, '11222333000181')).json()).finishRegister).toBe(true);
  });

  it('answers 404 for a valid tax id of no customer, and for a customer of another partner', async () => {
    for (const res of [await lookup(s.app, '48392017000168'), await lookup(s.app, NEW_COMPANY.taxId, 2)]) {
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('Cliente não encontrado');
    }
  });

  it('answers 400 in Portuguese to wrong check digits and to a missing partner', async () => {
    const wrong = await lookup(s.app, '27183456000191');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe('CPF ou CNPJ inválido.');
    const noPartner = await call(s.app, 'GET', `/user/signup/cnpj/${NEW_COMPANY.taxId}`);
    expect(noPartner.status).toBe(400);
    expect((await noPartner.json()).message).toBe('Parceiro inválido.');
  });
});

describe('POST /user/signup/confirm-number', () => {
  it('sends a single-use activation link to the chosen number and answers the masked e-mail', async () => {
    const [, landline] = await phoneIds(s.app, NEW_COMPANY.taxId);
    const res = await confirmNumber(s.app, NEW_COMPANY, landline);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'co***@emporiodasflores.example' });
    const [message] = await inbox(s.app, '1134567890');
    expect(message.channel).toBe('whatsapp');
    expect(message.text).toMatch(/^Balcão: Olá, Emporio das flores! Para ativar seu cadastro, abra este link .*http:\/\/localhost:8080\/ativacao\/ativar-usuario\?token=\S{40,}$/);
    expect(await inbox(s.app, '11991234567')).toEqual([]);
  });

  it('answers 404 for a number of another customer', async () => {
    const [personPhone] = await phoneIds(s.app, NEW_PERSON.taxId);
    const res = await confirmNumber(s.app, NEW_COMPANY, personPhone);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Número não encontrado.');
  });

  it('answers 404 for a customer the partner does not serve', async () => {
    const [phone] = await phoneIds(s.app, NEW_COMPANY.taxId);
    const res = await call(s.app, 'POST', '/user/signup/confirm-number', {
      body: { customerId: 101, partnerId: 2, username: NEW_COMPANY.taxId, phoneNumberId: phone, customerContact: '' },
    });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Cliente não encontrado');
  });

  it('answers 400 when the username is not the customer’s tax id, or a field is missing', async () => {
    const [phone] = await phoneIds(s.app, NEW_COMPANY.taxId);
    const wrong = await confirmNumber(s.app, { customerId: 101, taxId: NEW_PERSON.taxId }, phone);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe('O usuário deve ser o CPF ou CNPJ do cliente.');
    const missing = await call(s.app, 'POST', '/user/signup/confirm-number', { body: { customerId: 101, partnerId: 1, username: NEW_COMPANY.taxId } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Selecione seu número de whatsapp para continuar.');
  });

  it('sends at most 3 messages per customer in 15 minutes', async () => {
    const [phone] = await phoneIds(s.app, NEW_COMPANY.taxId);
    for (let i = 0; i < 3; i++) expect((await confirmNumber(s.app, NEW_COMPANY, phone)).status).toBe(200);
    const fourth = await confirmNumber(s.app, NEW_COMPANY, phone);
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).message).toBe('Muitas mensagens pedidas em pouco tempo. Aguarde 15 minutos para pedir de novo.');
    expect(await inbox(s.app, '11991234567')).toHaveLength(3);
    s.clock.advance(15 * 60_000);
    expect((await confirmNumber(s.app, NEW_COMPANY, phone)).status).toBe(200);
  });

  it('answers 409 once the customer is registered', async () => {
    const [phone] = await phoneIds(s.app, '11222333000181');
    const res = await confirmNumber(s.app, { customerId: 1, taxId: '11222333000181' }, phone);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(ALREADY);
  });
});

describe('POST /user/signup/activate', () => {
  it('creates the user (the tax id, a temporary code) and sends the username, the code and a unique-access link', async () => {
    await activate(s.app, NEW_COMPANY);
    const [message] = await inbox(s.app, '11991234567');
    expect(message.text).toMatch(
      /^Balcão: cadastro concluído! Usuário: 27183456000190\. Código de acesso: \d{6} .*http:\/\/localhost:8080\/unique-access\?uniqueAccessId=\S{40,}$/,
    );
    const code = message.text.match(/Código de acesso: (\d{6})/)![1];
    const [user] = await s.db.query<{ full_name: string; code_kind: string; code_hash: string }>(
      "SELECT full_name, code_kind, code_hash FROM users WHERE username = '27183456000190'",
    );
    expect(user).toMatchObject({ full_name: 'EMPORIO DAS FLORES', code_kind: 'TEMPORARY' });
    expect(user.code_hash).not.toContain(code);
    expect(await login(s.app, { username: NEW_COMPANY.taxId, code })).toEqual(expect.any(String));
    expect((await (await lookup(s.app, NEW_COMPANY.taxId)).json()).finishRegister).toBe(true);
  });

  it('takes a link once: opened again, it answers that the signup is done and sends nothing more', async () => {
    const [phone] = await phoneIds(s.app, NEW_PERSON.taxId);
    await confirmNumber(s.app, NEW_PERSON, phone);
    const token = await linkParam(s.app, NEW_PERSON.phones[0], 'token');
    expect((await call(s.app, 'POST', '/user/signup/activate', { body: { token } })).status).toBe(204);
    const sent = (await inbox(s.app, NEW_PERSON.phones[0])).length;
    const again = await call(s.app, 'POST', '/user/signup/activate', { body: { token } });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(ALREADY);
    expect(await inbox(s.app, NEW_PERSON.phones[0])).toHaveLength(sent);
  });

  it('refuses a link older than 24 hours and an unknown one', async () => {
    const [phone] = await phoneIds(s.app, NEW_PERSON.taxId);
    await confirmNumber(s.app, NEW_PERSON, phone);
    const token = await linkParam(s.app, NEW_PERSON.phones[0], 'token');
    s.clock.advance(24 * 3600_000);
    expect((await call(s.app, 'POST', '/user/signup/activate', { body: { token } })).status).toBe(410);
    expect((await call(s.app, 'POST', '/user/signup/activate', { body: { token: 'x'.repeat(43) } })).status).toBe(410);
  });

  it('answers 409 to a second link once the customer is registered', async () => {
    const [phone] = await phoneIds(s.app, NEW_PERSON.taxId);
    await confirmNumber(s.app, NEW_PERSON, phone);
    const first = await linkParam(s.app, NEW_PERSON.phones[0], 'token');
    await confirmNumber(s.app, NEW_PERSON, phone);
    const second = await linkParam(s.app, NEW_PERSON.phones[0], 'token');
    expect((await call(s.app, 'POST', '/user/signup/activate', { body: { token: first } })).status).toBe(204);
    const res = await call(s.app, 'POST', '/user/signup/activate', { body: { token: second } });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(ALREADY);
  });

  it('answers 400 to a body without a token', async () => {
    const res = await call(s.app, 'POST', '/user/signup/activate', { body: {} });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Link de ativação inválido.');
  });
});

// Only a real PostgreSQL server runs requests concurrently (the PGlite harness turns the app's transactions into
// savepoints of one connection): `npm run test:server:pg`.
describe.runIf(process.env.DATABASE_URL)('concurrent signup requests (PostgreSQL)', () => {
  it('holds the throttle under concurrent requests', async () => {
    const [phone] = await phoneIds(s.app, NEW_COMPANY.taxId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirmNumber(s.app, NEW_COMPANY, phone)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await inbox(s.app, '11991234567')).toHaveLength(3);
  });

  it('creates one user when the same link is opened twice at once; the second, waiting on the link, hears it is done', async () => {
    const [phone] = await phoneIds(s.app, NEW_PERSON.taxId);
    await confirmNumber(s.app, NEW_PERSON, phone);
    const token = await linkParam(s.app, NEW_PERSON.phones[0], 'token');
    const answers = await Promise.all([1, 2].map(() => call(s.app, 'POST', '/user/signup/activate', { body: { token } })));
    expect(answers.map((res) => res.status).sort()).toEqual([204, 409]);
    expect(await s.db.query("SELECT 1 FROM users WHERE username = '39053344705'")).toHaveLength(1);
  });
});
