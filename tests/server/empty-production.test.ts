// A production start on an empty database (issue 30): no demo data is created, and the server still answers every
// public and signed-out call with a 4xx or an empty answer, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import type { Db } from '../../server/src/db/client';
import { seedOnStart } from '../../server/src/seed/seed-on-start';
import { apiRoutes, withIds } from './api-routes';
import { answerProblems, call, COMPANY, FakeClock, testConfig, TODAY } from './helpers';
import { PRODUCTION_ENV } from './production-env';
import { openEmptyDatabase } from './test-database';

// One body that every public call's schema accepts, so each call reaches its database lookups.
const WELL_FORMED = {
  username: COMPANY.username, password: COMPANY.code, keepConnected: true, userName: COMPANY.username,
  customerId: 1, partnerId: 1, phoneNumberId: 1, customerContact: 'Ana', phone: '11987654321', newNumber: '11987654321',
  token: 'a'.repeat(43), method: 'whatsapp', identifier: '1', code: '123456',
};
// The same with a new password, which the reset asks for instead of an access code.
const WITH_PASSWORD = { ...WELL_FORMED, password: 'senha-nova-1', passwordConfirmation: 'senha-nova-1' };

let db: Db;
let drop: () => Promise<void>;
let app: ReturnType<typeof createApp>;
let startLine: string | null;

beforeAll(async () => {
  ({ db, drop } = await openEmptyDatabase());
  startLine = await seedOnStart(db, 'production', TODAY);
  app = createApp({ db, config: testConfig(PRODUCTION_ENV), clock: new FakeClock() });
});
afterAll(() => drop());

async function count(table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row.n;
}

describe('an empty production database', () => {
  it('is not seeded on start, and the start says how to seed it on purpose', async () => {
    expect(startLine).toContain('nenhum dado de demonstração criado');
    expect(startLine).toContain('npm run seed -- --yes-demo-data');
    for (const table of ['partners', 'customers', 'users', 'products', 'banners']) expect(await count(table), table).toBe(0);
  });

  it("answers the signup lookup of a demo customer 'Cliente não encontrado'", async () => {
    const res = await call(app, 'GET', `/user/signup/cnpj/${COMPANY.username}?partnerId=1`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Cliente não encontrado' });
  });

  it("answers the company register's lookup 'CNPJ não encontrado'", async () => {
    const res = await call(app, 'GET', `/customer/cnpj/${COMPANY.username}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'CNPJ não encontrado' });
  });

  it('refuses the demo access code', async () => {
    const res = await call(app, 'POST', '/authentication', { body: { username: COMPANY.username, password: COMPANY.code, keepConnected: true } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Usuário e/ou código de acesso inválidos' });
  });

  it('lists no recovery contacts for a demo username', async () => {
    const res = await call(app, 'GET', `/authentication/password-redefinition/code?username=${COMPANY.username}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it("answers 404 for a partner's logo, a banner and a product image, and serves the legal texts", async () => {
    for (const path of ['/media/partners/1.svg', '/media/banners/1.svg', '/media/products/1.svg', '/media/brands/1.svg']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    expect((await app.request('/media/legal/privacy.md')).status).toBe(200);
  });

  it('answers every API route, signed out, with a Portuguese 4xx or a 2xx, never a 5xx', async () => {
    const problems: string[] = [];
    const routes = apiRoutes(app);
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const path = `${withIds(route.path, '1')}?partnerId=1&username=${COMPANY.username}&uniqueAccessId=${'a'.repeat(43)}`;
      for (const body of hasBody ? [{}, WELL_FORMED, WITH_PASSWORD] : [undefined]) {
        const label = `${route.method} ${path} ${JSON.stringify(body ?? null).slice(0, 60)}`;
        problems.push(...(await answerProblems(await call(app, route.method, path, { partner: 1, body }), label)));
      }
    }
    expect(problems).toEqual([]);
  });
});
