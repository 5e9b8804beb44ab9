import { describe, expect, it } from 'vitest';
import { call, DEVICE, useServer } from './helpers';
import { activate, inbox, linkParam, NEW_COMPANY, NEW_PERSON } from './signup-helpers';

const s = useServer();
const EMAIL = NEW_COMPANY.email;

const requestEmail = (customerId = 101, partnerId = 1) => call(s.app, 'POST', `/user/signup/email/v2/${customerId}?partnerId=${partnerId}`, { partner: partnerId });
const confirmEmail = (token: string, customerId = 101) =>
  call(s.app, 'POST', `/user/signup/email/confirm/${customerId}?partnerId=1`, { partner: 1, body: { token } });
const uniqueAccess = (id: string, deviceId: string | null = DEVICE) =>
  call(s.app, 'POST', `/authentication/unique-access?uniqueLoginAccessId=${encodeURIComponent(id)}`, { deviceId });

describe('e-mail signup', () => {
  it('sends an activation link by e-mail; confirming it creates the user and e-mails the credentials', async () => {
    const res = await requestEmail();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'co***@emporiodasflores.example' });
    const [sent] = await inbox(s.app, EMAIL);
    expect(sent.channel).toBe('email');
    expect(sent.text).toMatch(/http:\/\/localhost:8080\/activation\/email\/confirmation\?token=\S+&customerId=101&partnerId=1$/);
    const token = await linkParam(s.app, EMAIL, 'token');
    expect((await confirmEmail(token)).status).toBe(204);
    const [credentials] = await inbox(s.app, EMAIL);
    expect(credentials).toMatchObject({ channel: 'email', text: expect.stringMatching(/Usuário: 27183456000190\. Código de acesso: \d{6}/) });
    const again = await confirmEmail(token);
    expect(again.status).toBe(410);
    expect((await again.json()).message).toBe('Link de confirmação expirado ou já utilizado. Peça um novo link.');
  });

  it('refuses the link for another customer id', async () => {
    await requestEmail();
    expect((await confirmEmail(await linkParam(s.app, EMAIL, 'token'), 102)).status).toBe(410);
  });

  it('answers 404 for a customer without e-mail, an unknown id or another partner’s customer', async () => {
    const none = await requestEmail(NEW_PERSON.customerId);
    expect(none.status).toBe(404);
    expect((await none.json()).message).toBe('Nenhum e-mail cadastrado para este cliente.');
    expect((await requestEmail(999)).status).toBe(404);
    expect((await requestEmail(101, 2)).status).toBe(404);
    expect((await call(s.app, 'POST', '/user/signup/email/v2/abc?partnerId=1')).status).toBe(404);
  });

  it('is throttled per customer', async () => {
    for (let i = 0; i < 3; i++) expect((await requestEmail()).status).toBe(200);
    expect((await requestEmail()).status).toBe(429);
  });
});

describe('GET /customer/cnpj/{cnpj}', () => {
  it('answers the trade name of a registered company, the alphanumeric CNPJ included', async () => {
    const res = await call(s.app, 'GET', '/customer/cnpj/48.392.017%2F0001-68');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ tradeName: 'PADARIA ESTRELA DO SUL', cnpj: '48392017000168' });
    expect((await (await call(s.app, 'GET', '/customer/cnpj/12abc34501de35')).json()).tradeName).toBe('QUITANDA NOVA ERA');
  });

  it('answers 404 "CNPJ não encontrado" and 400 "Invalid CNPJ format"', async () => {
    const unknown = await call(s.app, 'GET', '/customer/cnpj/11444777000161');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('CNPJ não encontrado');
    for (const bad of ['1144477700016', '11444777000162', NEW_PERSON.taxId]) {
      const res = await call(s.app, 'GET', `/customer/cnpj/${bad}`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Invalid CNPJ format');
    }
  });
});

describe('POST /authentication/unique-access', () => {
  async function accessId(): Promise<string> {
    await activate(s.app, NEW_COMPANY);
    return linkParam(s.app, NEW_COMPANY.phones[0], 'uniqueAccessId');
  }

  it('signs in once, and the device remembers the user', async () => {
    const id = await accessId();
    const res = await uniqueAccess(id);
    expect(res.status).toBe(200);
    const { token } = await res.json();
    const me = await call(s.app, 'GET', '/user/me', { token });
    expect((await me.json()).principal.name).toBe('EMPORIO DAS FLORES');
    const saved = await (await call(s.app, 'GET', '/authentication/keepconnected')).json();
    expect(saved.map((user: { username: string }) => user.username)).toEqual(['27183456000190']);
    const again = await uniqueAccess(id);
    expect(again.status).toBe(410);
    expect((await again.json()).message).toBe('Link expirado ou já utilizado!');
  });

  it('expires after 24 hours', async () => {
    const id = await accessId();
    s.clock.advance(24 * 3600_000);
    expect((await uniqueAccess(id)).status).toBe(410);
  });

  it('answers 471 for a user whose access expired, and keeps the link', async () => {
    const id = await accessId();
    await s.db.query("UPDATE users SET status = 'EXPIRED' WHERE username = '27183456000190'");
    expect((await uniqueAccess(id)).status).toBe(471);
    await s.db.query("UPDATE users SET status = 'ACTIVE' WHERE username = '27183456000190'");
    expect((await uniqueAccess(id)).status).toBe(200);
  });

  it('answers 400 without an id and 472 without a device', async () => {
    const none = await call(s.app, 'POST', '/authentication/unique-access');
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe('Link de acesso inválido.');
    expect((await uniqueAccess('x'.repeat(43), null)).status).toBe(472);
  });
});
