// Every route of the integration API (issue 30) under malformed input, with a token that may call it: paths with
// ids that are not ids, bodies that are not JSON, not objects, or objects of the wrong shapes, queries out of range.
// Nothing answers a 5xx, and every refusal says what is wrong in a `message`.
import { describe, expect, it } from 'vitest';
import { INTEGRATION_BASE } from '../../server/src/routes/integration';
import { OPERATOR_SECRET, useServer } from './helpers';
import { integration, PARTNER_1_TOKEN } from './integration-helpers';

const PIX_SECRET = 'segredo-do-webhook-pix-de-teste-0123456789';
const s = useServer({ PIX_WEBHOOK_SECRET: PIX_SECRET, WEBHOOKS_ALLOW_LOCAL: '1' });

const PATH_VALUES = ['abc', '0', '-1', '1.5', '99999999999999999999', "1'--", '%00', '1e3'];
const BODIES = [
  '{', '', 'null', '[]', '"texto"', '42', '{}', '{"products":"x","customers":{},"pix":7,"url":[],"events":"order.placed"}',
  JSON.stringify({ products: [{ code: {}, prices: { list: 'caro' } }], customers: [null, 1, 'x'], pix: [{ valor: 1e309 }] }),
  JSON.stringify({ erpNumber: 12, status: ['Separado'], observation: {}, reason: 1, key: 44, number: -1, danfeUrl: 'javascript:alert(1)' }),
  JSON.stringify({ url: 'http://[::1', events: ['order.nada'], enabled: 'sim', name: '\u0000', scopes: 'todas', parcels: 1e20 }),
  JSON.stringify({ a: { b: { c: { d: { e: { f: { g: { h: [[[[[[[[[[1]]]]]]]]]] } } } } } } } }),
];
const QUERIES = ['', '?limit=0', '?limit=abc', '?limit=99999999999', '?cursor=%%%', '?cursor=eyJ4Ijp9', '?changedAfter=ontem', '?changedAfter=2026-13-45T99:00:00Z&cursor=a', '?before=-5'];

/** The integration app's own routes, as Hono registered them (`/orders/:id`), with the credential each takes. */
function integrationRoutes() {
  const seen = new Set<string>();
  return s.app.routes
    .filter(({ method, path }) => method !== 'ALL' && path.startsWith(`${INTEGRATION_BASE}/`))
    .map(({ method, path }) => ({ method, path: path.slice(INTEGRATION_BASE.length) }))
    .filter(({ method, path }) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`));
}

function tokenFor(path: string): string {
  return path.startsWith('/operator/') ? OPERATOR_SECRET : PARTNER_1_TOKEN;
}

/** The path with each parameter replaced by `value` (the PIX webhook's secret kept right, so its body is read). */
function withParams(path: string, value: string | ((name: string) => string)): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (name === 'secret' ? PIX_SECRET : typeof value === 'string' ? value : value(name)));
}

/**
 * Ids that exist for partner 1, so a body or a query reaches the handler's checks: an order, a webhook endpoint and
 * the delivery of the event a status change queued for it.
 */
async function existingIds(): Promise<(path: string) => (name: string) => string> {
  const [order] = await s.db.query<{ id: number }>("SELECT id FROM orders WHERE partner_id = 1 AND status <> 'Cancelado' ORDER BY id LIMIT 1");
  const endpoint = await integration(s.app, 'POST', '/webhooks', { token: PARTNER_1_TOKEN, body: { url: 'http://127.0.0.1:9/balcao', events: ['order.changed'] } });
  const webhookId = String((await endpoint.json()).id);
  await integration(s.app, 'POST', `/orders/${order!.id}/status`, { token: PARTNER_1_TOKEN, body: { status: 'Liberado' } });
  const deliveries = await (await integration(s.app, 'GET', `/webhooks/${webhookId}/deliveries`, { token: PARTNER_1_TOKEN })).json();
  const ids: Record<string, string> = { orders: String(order!.id), webhooks: webhookId, deliveryId: String(deliveries.deliveries?.[0]?.id ?? deliveries[0]?.id), partnerId: '1' };
  return (path) => (name) => ids[name === 'id' ? path.split('/')[1]! : name] ?? '1';
}

async function expectNoServerError(method: string, path: string, body?: string) {
  const response = await integration(s.app, method, path, { token: tokenFor(path), body });
  const where = `${method} ${path} ${body === undefined ? '' : body.slice(0, 60)}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status >= 400 && response.status !== 405) {
    const answer = await response.json().catch(() => null);
    expect(typeof answer?.message, `${where} answered ${response.status} without a message`).toBe('string');
  }
}

describe('the integration API under malformed input', () => {
  it('knows its routes (the list below is not empty)', () => {
    expect(integrationRoutes().length).toBeGreaterThan(15);
  });

  it('answers a path parameter that is not an id with a 4xx and a message, never a 5xx', async () => {
    for (const { method, path } of integrationRoutes().filter((route) => route.path.includes(':'))) {
      for (const value of PATH_VALUES) await expectNoServerError(method, withParams(path, value), method === 'GET' || method === 'DELETE' ? undefined : '{}');
    }
  });

  it('answers bodies that are not JSON, not objects, or of the wrong shapes with a 4xx and a message, never a 5xx', async () => {
    const ids = await existingIds();
    for (const { method, path } of integrationRoutes().filter((route) => route.method !== 'GET' && route.method !== 'DELETE')) {
      for (const body of BODIES) await expectNoServerError(method, withParams(path, ids(path)), body);
    }
  });

  it('answers queries out of range on every read with a 2xx or a 4xx and a message, never a 5xx', async () => {
    const ids = await existingIds();
    for (const { path } of integrationRoutes().filter((route) => route.method === 'GET')) {
      for (const query of QUERIES) await expectNoServerError('GET', `${withParams(path, ids(path))}${query}`);
    }
  });
});
