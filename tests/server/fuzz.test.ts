// Every route of the API with hostile input: wrong types, huge values, NUL, unicode, odd
// path ids, missing or wrong headers. No answer may be a 5xx, and every 4xx must carry a
// Portuguese `message`.
import { describe, expect, it } from 'vitest';
import { apiRoutes, integrationApiRoutes, withIds, type ApiRoute } from './api-routes';
import { answerProblems, call, COMPANY, login, OPERATOR_SECRET, useServer } from './helpers';
import { integration, PARTNER_1_TOKEN } from './integration-helpers';

const s = useServer();

const ODD_IDS = ['0', '-1', '1.5', 'abc', '99999999999999999999', '1e3', '%F0%9F%92%A5', 'ç', '%00', '1%20OR%201=1', 'x'.repeat(300)];
const ODD_BODIES: unknown[] = [
  null, [], 'x', 123, true, {},
  { productId: 'um', quantity: -1, productPackageId: 1e308, confirmationExcessiveQuantity: 'sim' },
  { quantity: Number.MAX_SAFE_INTEGER, productId: 1, productPackageId: 1 },
  { username: '🙂'.repeat(50), password: '\u202e123456', keepConnected: 'yes' },
  { partnerId: { $gt: 0 }, cartId: [1], paymentPlan: '1', deliveryDate: '2025-13-45', observations: 'a'.repeat(20_000) },
  { cardNumber: '4111 1111 1111 1111', holder: 'A'.repeat(1000), expirationDate: '13/2099', securityCode: '12a', refererId: -5 },
  { keepConnectedId: null, __proto__: { admin: true }, constructor: { prototype: {} } },
  '{"broken": ',
  { username: 'a\u0000', password: '\u0000', observations: 'x\u0000', coupon: '\u0000', purchaseOrder: '1\u0000', holder: '\u0000', keepConnectedId: '\u0000' },
];
const PARTNERS: (string | undefined)[] = [undefined, '1', '3', '999', 'abc', '-1'];

describe('fuzzing every API route', () => {
  it('answers hostile input with a Portuguese 4xx, never a 5xx', async () => {
    let token = await login(s.app, COMPANY);
    const problems: string[] = [];
    let sent = 0;
    const send = async (route: ApiRoute, path: string, options: Parameters<typeof call>[3]) => {
      sent += 1;
      const { token: sentToken, ...shown } = options ?? {};
      const label = `${route.method} ${path} ${sentToken ? '(token) ' : ''}${JSON.stringify(shown).slice(0, 120)}`;
      problems.push(...(await answerProblems(await call(s.app, route.method, path, options), label)));
    };
    const routes = apiRoutes(s.app);
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      for (const id of ODD_IDS) await send(route, withIds(route.path, id), { token, partner: 1, body: hasBody ? {} : undefined });
      for (const partner of PARTNERS) await send(route, withIds(route.path, '1'), { token, partner, body: hasBody ? {} : undefined });
      await send(route, withIds(route.path, '1'), { partner: 1 });
      await send(route, withIds(route.path, '1'), { token: `${token}x`, partner: 1 });
      await send(route, withIds(route.path, '1'), { token, partner: 1, deviceId: 'não-é-uuid' });
      await send(route, withIds(route.path, '1'), { token, partner: 1, deviceId: null });
      await send(route, `${withIds(route.path, '1')}?page=-1&size=99999999&filter=%00&ordination=DROP&filters=%E2%80%AE`, { token, partner: 1 });
      if (hasBody) for (const body of ODD_BODIES) await send(route, withIds(route.path, '1'), { token, partner: 1, body });
      // A route may end the session (sign-out): the next routes get a live token again.
      if ((await call(s.app, 'GET', '/user/me', { token })).status === 401) token = await login(s.app, COMPANY);
    }
    console.log(`fuzz: ${sent} requests over ${routes.length} routes, ${problems.length} problems`);
    expect(problems).toEqual([]);
  }, 240_000);

  it('answers hostile input to the integration API with a Portuguese 4xx, never a 5xx', async () => {
    const problems: string[] = [];
    const routes = integrationApiRoutes(s.app);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(expect.arrayContaining(['GET /partner', 'POST /operator/partners/:partnerId/tokens', 'POST /products/batch']));
    const tokens = [undefined, OPERATOR_SECRET, PARTNER_1_TOKEN, `${PARTNER_1_TOKEN}x`, 'blc_demo1_', 'blc__x', 'Basic çã', 'x'.repeat(5000)];
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const send = async (path: string, token: string | undefined, body?: unknown) => {
        const label = `${route.method} ${path} ${JSON.stringify(body ?? null).slice(0, 80)}`;
        problems.push(...(await answerProblems(await integration(s.app, route.method, path, { token, body }), label)));
      };
      for (const token of tokens) await send(withIds(route.path, '1'), token, hasBody ? {} : undefined);
      for (const id of ODD_IDS) await send(withIds(route.path, id), OPERATOR_SECRET, hasBody ? { name: 'ERP' } : undefined);
      if (hasBody) {
        const bodies = [...ODD_BODIES, { name: 'ERP', scopes: 'orders' }, { name: 'ERP', scopes: [] }, { name: 'ERP', scopes: ['orders', 'orders', 'x', 'y', 'z', 'w'] }, { name: 'x'.repeat(81) }, { name: 'ERP\u0000' }];
        for (const body of bodies) await send(withIds(route.path, '1'), OPERATOR_SECRET, body);
        for (const body of [...ODD_BODIES, { products: ODD_BODIES }]) await send(withIds(route.path, '1'), PARTNER_1_TOKEN, body);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
