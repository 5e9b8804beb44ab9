// Every message the server sends links to the configured public origin, whatever Host, X-Forwarded-Host or
// Forwarded a request carries (docs/decisions/0120-message-links-origin.md).
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/src/config';
import { call, COMPANY, login, PRODUCTION_ENV, useServer } from './helpers';
import { activate, linkParam, NEW_COMPANY, phoneIds } from './signup-helpers';

const s = useServer({ PUBLIC_ORIGIN: 'https://balcao.example/ignored/path' });
const FORGED = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', Forwarded: 'for=1.2.3.4;host=evil.example;proto=https' };

/** The app as a forging client reaches it: the request's URL and headers all name evil.example. */
const forged = {
  request: (path: string, init: RequestInit = {}) =>
    s.app.request(`http://evil.example${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), ...FORGED } }),
} as unknown as typeof s.app;

async function allMessages(): Promise<string[]> {
  return (await s.db.query<{ text: string }>('SELECT text FROM messages ORDER BY id')).map((row) => row.text);
}

/** The flows whose messages carry a link or a code, each driven with forged headers. */
const flows: [string, () => Promise<void>][] = [
  ['activation and unique access (WhatsApp signup)', () => activate(forged, NEW_COMPANY)],
  ['e-mail confirmation and its unique access', async () => {
    expect((await call(forged, 'POST', '/user/signup/email/v2/101?partnerId=1', { partner: 1 })).status).toBe(200);
    const token = await linkParam(forged, NEW_COMPANY.email, 'token');
    expect((await call(forged, 'POST', '/user/signup/email/confirm/101?partnerId=1', { partner: 1, body: { token } })).status).toBe(204);
  }],
  ['number change', async () => {
    const [mobile] = await phoneIds(forged, NEW_COMPANY.taxId);
    const body = { customerId: 101, newNumber: '11977776666', phoneNumberId: mobile };
    expect((await call(forged, 'POST', '/user/signup/change-number', { partner: 1, body })).status).toBe(204);
  }],
  ['guest invitation', async () => {
    const token = await login(s.app, COMPANY);
    expect((await call(forged, 'POST', '/user/guest?name=Marcos&phone=11912345678', { token })).status).toBe(201);
  }],
  ['recovery code', async () => {
    const [{ id }] = await s.db.query<{ id: number }>("SELECT id FROM customer_phones WHERE phone = '11991234321'");
    const body = { method: 'whatsapp', identifier: `phone-${id}`, username: 'esqueci.codigo' };
    expect((await call(forged, 'POST', '/authentication/password-redefinition/send-code', { body })).status).toBe(200);
  }],
];

describe('links in messages', () => {
  it.each(flows)('%s: no message names the forged host; every link is the public origin', async (_, flow) => {
    const before = (await allMessages()).length;
    await flow();
    const sent = (await allMessages()).slice(before);
    expect(sent.length).toBeGreaterThan(0);
    for (const text of sent) {
      expect(text).not.toContain('evil');
      for (const link of text.match(/https?:\/\/\S+/g) ?? []) {
        if (!link.startsWith('https://wa.me/')) expect(link).toMatch(/^https:\/\/balcao\.example\//);
      }
    }
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is required with APP_ENV=production: the configuration refuses to start without it', () => {
    expect(() => readConfig({ JWT_SECRET: 'x', APP_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN/);
    expect(readConfig({ JWT_SECRET: 'x', ...PRODUCTION_ENV, PUBLIC_ORIGIN: 'https://loja.example' }).publicOrigin).toBe('https://loja.example');
  });

  it('defaults to the listen address in development', () => {
    expect(readConfig({ JWT_SECRET: 'x' }).publicOrigin).toBe('http://localhost:8080');
    expect(readConfig({ JWT_SECRET: 'x', HOST: '127.0.0.1', PORT: '9100' }).publicOrigin).toBe('http://127.0.0.1:9100');
  });

  it('refuses a value that is not an http(s) origin', () => {
    expect(() => readConfig({ JWT_SECRET: 'x', PUBLIC_ORIGIN: 'balcao.example' })).toThrow(/PUBLIC_ORIGIN inválida/);
    expect(() => readConfig({ JWT_SECRET: 'x', PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN inválida/);
  });
});
