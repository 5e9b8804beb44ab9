// The integration API's webhook endpoints (scope `webhooks`): created with a secret shown once, listed, changed and
// removed; URLs checked (https to a public host in production); malformed input answered 4xx with a message; one
// partner never sees another's.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { endpointSecretKey } from '../../server/src/webhooks/webhook-signature';
import { PRODUCTION_ENV, testConfig, useServer } from './helpers';
import { integration, operator, PARTNER_1_TOKEN, PARTNER_2_TOKEN } from './integration-helpers';

const s = useServer();
const URL_OK = 'https://erp.saojorge.example/webhooks/balcao';
const EVENTS = ['order.placed', 'payment.received'];

async function create(body: Record<string, unknown> = {}, token = PARTNER_1_TOKEN) {
  return integration(s.app, 'POST', '/webhooks', { token, body: { url: URL_OK, events: EVENTS, ...body } });
}

async function created(body: Record<string, unknown> = {}) {
  const res = await create(body);
  expect(res.status).toBe(201);
  return res.json();
}

/**
 * What is wrong with an answer to malformed input: anything but a 4xx with a message. (helpers' `answerProblems` takes
 * the event name payment.received, listed in these messages, for English.)
 */
async function refusalProblems(res: Awaited<ReturnType<typeof create>>, label: string): Promise<string[]> {
  const text = await res.text();
  let message: unknown;
  try {
    message = JSON.parse(text).message;
  } catch {
    message = undefined;
  }
  const ok = res.status >= 400 && res.status < 500 && typeof message === 'string' && /[a-zà-ú]{3}/.test(message);
  return ok ? [] : [`${label} → ${res.status} ${text.slice(0, 80)}`];
}

const messageOf = async (res: Awaited<ReturnType<typeof create>>) => ({ status: res.status, message: (await res.json()).message });

describe('webhook endpoints', () => {
  it('creates an enabled endpoint and shows its whsec_ secret (32 bytes) once', async () => {
    const endpoint = await created();
    expect(endpoint).toEqual({
      id: expect.any(Number), url: URL_OK, events: EVENTS, enabled: true,
      createdAt: s.clock.now().toISOString(), updatedAt: s.clock.now().toISOString(), secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    expect(Buffer.from(endpoint.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    const listed = await (await integration(s.app, 'GET', '/webhooks', { token: PARTNER_1_TOKEN })).json();
    const { secret, ...view } = endpoint;
    expect(listed).toEqual([view]);
    const one = await (await integration(s.app, 'GET', `/webhooks/${endpoint.id}`, { token: PARTNER_1_TOKEN })).json();
    expect(one).not.toHaveProperty('secret');
  });

  it('stores only a salt: the secret is the HMAC of it under the server’s signing key, found nowhere in the database', async () => {
    const endpoint = await created();
    const [row] = await s.db.query<{ secret_salt: string }>('SELECT secret_salt FROM webhook_endpoints WHERE id = $1', [endpoint.id]);
    expect(endpoint.secret).toBe(`whsec_${endpointSecretKey(s.config.webhookSigningKey, row.secret_salt).toString('base64')}`);
    expect(endpoint.secret).not.toBe(`whsec_${createHmac('sha256', 'outra-chave').update(`balcao-webhook-endpoint:${row.secret_salt}`).digest('base64')}`);
    const dump = JSON.stringify(await s.db.query('SELECT * FROM webhook_endpoints'));
    expect(dump).not.toContain(endpoint.secret.slice('whsec_'.length));
  });

  it('gives two endpoints different secrets', async () => {
    const [a, b] = [await created(), await created()];
    expect(a.secret).not.toBe(b.secret);
  });

  it('changes only what is given, and keeps the secret', async () => {
    const endpoint = await created();
    s.clock.advance(60_000);
    const res = await integration(s.app, 'PATCH', `/webhooks/${endpoint.id}`, { token: PARTNER_1_TOKEN, body: { events: ['order.cancelled'], enabled: false } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: endpoint.id, url: URL_OK, events: ['order.cancelled'], enabled: false, createdAt: endpoint.createdAt, updatedAt: s.clock.now().toISOString(),
    });
    const [row] = await s.db.query<{ n: number }>('SELECT count(DISTINCT secret_salt)::int AS n FROM webhook_endpoints WHERE id = $1', [endpoint.id]);
    expect(row.n).toBe(1);
  });

  it('removes an endpoint: then it is not found', async () => {
    const endpoint = await created();
    expect((await integration(s.app, 'DELETE', `/webhooks/${endpoint.id}`, { token: PARTNER_1_TOKEN })).status).toBe(204);
    const gone = await integration(s.app, 'GET', `/webhooks/${endpoint.id}`, { token: PARTNER_1_TOKEN });
    expect(await messageOf(gone)).toEqual({ status: 404, message: 'Webhook não encontrado.' });
    expect((await integration(s.app, 'DELETE', `/webhooks/${endpoint.id}`, { token: PARTNER_1_TOKEN })).status).toBe(404);
  });

  it('allows at most 20 endpoints per partner', async () => {
    for (let i = 0; i < 20; i++) await created();
    expect(await messageOf(await create())).toEqual({ status: 409, message: 'Limite de 20 webhooks por parceiro atingido: remova um antes de criar outro.' });
    expect((await create({}, PARTNER_2_TOKEN)).status).toBe(201);
  });
});

describe('one partner never sees another’s endpoints', () => {
  it('lists only its own, and answers 404 for the other’s on every route', async () => {
    const endpoint = await created();
    expect(await (await integration(s.app, 'GET', '/webhooks', { token: PARTNER_2_TOKEN })).json()).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/webhooks/${endpoint.id}`],
      ['PATCH', `/webhooks/${endpoint.id}`, { enabled: false }],
      ['DELETE', `/webhooks/${endpoint.id}`],
      ['GET', `/webhooks/${endpoint.id}/deliveries`],
    ] as const) {
      const res = await integration(s.app, method, path, { token: PARTNER_2_TOKEN, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const mine = await (await integration(s.app, 'GET', `/webhooks/${endpoint.id}`, { token: PARTNER_1_TOKEN })).json();
    expect(mine).toMatchObject({ enabled: true });
  });
});

describe('tokens and scopes', () => {
  it('answers 401 without a token and 403 without the webhooks scope', async () => {
    expect((await integration(s.app, 'GET', '/webhooks')).status).toBe(401);
    const { token } = await (await operator(s.app, 'POST', '/partners/1/tokens', { name: 'Pedidos', scopes: ['orders'] })).json();
    const res = await integration(s.app, 'POST', '/webhooks', { token, body: { url: URL_OK, events: EVENTS } });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/webhooks/);
    expect((await integration(s.app, 'GET', '/webhooks/1/deliveries', { token })).status).toBe(403);
  });
});

describe('URLs', () => {
  const PUBLIC_ONLY = 'A URL precisa apontar para um endereço público da internet, não para a rede local.';

  it('refuses, without WEBHOOKS_ALLOW_LOCAL, http and this machine’s or the local network’s addresses', async () => {
    const cases: [string, string][] = [
      ['http://erp.saojorge.example/webhooks', 'Use uma URL https.'],
      ['https://localhost/webhooks', PUBLIC_ONLY],
      ['https://api.localhost/webhooks', PUBLIC_ONLY],
      ['https://127.0.0.1:8443/webhooks', PUBLIC_ONLY],
      ['https://[::1]/webhooks', PUBLIC_ONLY],
      ['https://[::ffff:10.0.0.1]/webhooks', PUBLIC_ONLY],
      ['https://10.1.2.3/webhooks', PUBLIC_ONLY],
      ['https://192.168.0.10/webhooks', PUBLIC_ONLY],
      ['https://169.254.169.254/latest/meta-data', PUBLIC_ONLY],
      ['https://0.0.0.0/webhooks', PUBLIC_ONLY],
      ['ftp://erp.saojorge.example/webhooks', 'Use uma URL https.'],
      ['https://usuario:senha@erp.saojorge.example/webhooks', 'A URL não pode conter usuário ou senha: o webhook é autenticado pela assinatura.'],
      ['erp.saojorge.example/webhooks', 'URL inválida: informe um endereço completo, como https://erp.exemplo.com.br/webhooks.'],
      [`https://erp.saojorge.example/${'a'.repeat(2000)}`, 'URL longa demais (até 2000 caracteres).'],
    ];
    for (const [url, message] of cases) expect(await messageOf(await create({ url })), url).toEqual({ status: 400, message });
    const endpoint = await created();
    const patched = await integration(s.app, 'PATCH', `/webhooks/${endpoint.id}`, { token: PARTNER_1_TOKEN, body: { url: 'https://127.0.0.1/x' } });
    expect(await messageOf(patched)).toEqual({ status: 400, message: PUBLIC_ONLY });
    expect((await create({ url: 'https://8.8.8.8/webhooks' })).status).toBe(201);
  });

  it('accepts http and loopback with WEBHOOKS_ALLOW_LOCAL=1, which production ignores', async () => {
    const local = createApp({ db: s.db, config: testConfig({ WEBHOOKS_ALLOW_LOCAL: '1' }), clock: s.clock });
    const res = await integration(local, 'POST', '/webhooks', { token: PARTNER_1_TOKEN, body: { url: 'http://127.0.0.1:9999/hooks', events: EVENTS } });
    expect(res.status).toBe(201);
    expect(testConfig({ ...PRODUCTION_ENV, WEBHOOKS_ALLOW_LOCAL: '1' }).webhooksAllowLocal).toBe(false);
  });
});

describe('malformed input', () => {
  it('answers each with a 4xx and a Portuguese message, never a 5xx', async () => {
    const endpoint = await created();
    const bodies: unknown[] = [
      '{', '[]', 'null', '"texto"', {}, { url: 42, events: EVENTS }, { url: URL_OK }, { url: URL_OK, events: [] }, { url: URL_OK, events: 'order.placed' },
      { url: URL_OK, events: ['order.shipped'] }, { url: URL_OK, events: ['order.placed', 'order.placed'] }, { url: URL_OK, events: EVENTS, enabled: 'sim' },
      { url: URL_OK, events: [null] }, { url: '', events: EVENTS }, { url: 'https://', events: EVENTS },
    ];
    const problems: string[] = [];
    for (const body of bodies) {
      const res = await integration(s.app, 'POST', '/webhooks', { token: PARTNER_1_TOKEN, body });
      problems.push(...(await refusalProblems(res, `POST ${JSON.stringify(body)}`)));
    }
    for (const body of ['{', {}, { enabled: null }, { events: [] }, { url: 7 }]) {
      const res = await integration(s.app, 'PATCH', `/webhooks/${endpoint.id}`, { token: PARTNER_1_TOKEN, body });
      problems.push(...(await refusalProblems(res, `PATCH ${JSON.stringify(body)}`)));
    }
    for (const path of [
      '/webhooks/abc', '/webhooks/0', '/webhooks/99999999999', `/webhooks/${endpoint.id}/deliveries?limit=0`, `/webhooks/${endpoint.id}/deliveries?limit=abc`,
      `/webhooks/${endpoint.id}/deliveries?before=-1`, `/webhooks/${endpoint.id}/deliveries/abc`, `/webhooks/${endpoint.id}/deliveries/999999`,
    ]) {
      const res = await integration(s.app, 'GET', path, { token: PARTNER_1_TOKEN });
      problems.push(...(await refusalProblems(res, `GET ${path}`)));
    }
    const replay = await integration(s.app, 'POST', `/webhooks/${endpoint.id}/deliveries/xyz/replay`, { token: PARTNER_1_TOKEN });
    problems.push(...(await refusalProblems(replay, 'replay xyz')));
    expect(problems).toEqual([]);
  });

  it('names what is wrong', async () => {
    expect(await messageOf(await create({ events: ['order.shipped'] }))).toEqual({
      status: 400, message: 'Evento desconhecido. Use: order.placed, order.changed, order.cancelled, payment.received, customer.signup_requested.',
    });
    expect((await messageOf(await create({ events: ['order.placed', 'order.placed'] }))).message).toMatch(/^Informe cada evento uma vez/);
    const endpoint = await created();
    const empty = await integration(s.app, 'PATCH', `/webhooks/${endpoint.id}`, { token: PARTNER_1_TOKEN, body: {} });
    expect(await messageOf(empty)).toEqual({ status: 400, message: 'Informe o que muda: "url", "events" ou "enabled".' });
  });
});
