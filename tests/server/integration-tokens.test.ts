// Partner tokens of the integration API (issue 30, "Tokens per partner"): made, listed and revoked through the
// operator routes; the guard's 401/403/429; one partner never sees another's.
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { parsePartnerToken } from '../../server/src/domain/partner-token';
import { onError } from '../../server/src/http/errors';
import { requirePartnerToken, requireScope } from '../../server/src/http/partner-token-guard';
import { demoPartnerToken } from '../../server/src/seed/partner-tokens';
import { partners } from '../../server/src/seed/people';
import { testConfig, useServer } from './helpers';
import { integration, operator, PARTNER_1_TOKEN, PARTNER_2_TOKEN } from './integration-helpers';

const s = useServer();
const WRONG_TOKEN = { message: 'Token de integração inválido ou revogado.' };

async function createToken(partnerId: number, body: unknown = { name: 'ERP' }) {
  const res = await operator(s.app, 'POST', `/partners/${partnerId}/tokens`, body);
  expect(res.status).toBe(201);
  return res.json();
}

describe('operator routes', () => {
  it('creates a token with every scope by default, shown once, that answers for its partner', async () => {
    const created = await createToken(1);
    expect(created).toMatchObject({ partnerId: 1, name: 'ERP', scopes: ['catalogue', 'customers', 'orders', 'payments', 'webhooks'], revokedAt: null });
    expect(created.token).toMatch(new RegExp(`^blc_${created.prefix}_[A-Za-z0-9_-]{43}$`));
    const res = await integration(s.app, 'GET', '/partner', { token: created.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 1, name: 'Distribuidora_São_Jorge', scopes: created.scopes });
  });

  it('keeps only the scopes asked for', async () => {
    const created = await createToken(2, { name: 'Pedidos', scopes: ['orders', 'catalogue'] });
    expect(created.scopes).toEqual(['catalogue', 'orders']);
    expect(await (await integration(s.app, 'GET', '/partner', { token: created.token })).json()).toMatchObject({ id: 2, scopes: ['catalogue', 'orders'] });
  });

  it('lists the partner\'s tokens without their secrets', async () => {
    const created = await createToken(1, { name: 'ERP novo' });
    const res = await operator(s.app, 'GET', '/partners/1/tokens');
    expect(res.status).toBe(200);
    const tokens = await res.json();
    expect(tokens.map((token: { name: string }) => token.name)).toEqual(['Demonstração', 'ERP novo']);
    // The whole secret: base64url has '_' in it, and a piece after the last one ('E') was found in 'ERP novo'.
    expect(JSON.stringify(tokens)).not.toContain(parsePartnerToken(created.token)!.secret);
    expect(Object.keys(tokens[1]).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name', 'partnerId', 'prefix', 'revokedAt', 'scopes']);
  });

  it('revokes a token: from then on it answers 401', async () => {
    const created = await createToken(1);
    const revoked = await operator(s.app, 'DELETE', `/partners/1/tokens/${created.id}`);
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).revokedAt).toBe(s.clock.now().toISOString());
    const res = await integration(s.app, 'GET', '/partner', { token: created.token });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(WRONG_TOKEN);
  });

  it('never revokes another partner\'s token', async () => {
    const created = await createToken(2);
    const res = await operator(s.app, 'DELETE', `/partners/1/tokens/${created.id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Token não encontrado para este parceiro.' });
    expect((await integration(s.app, 'GET', '/partner', { token: created.token })).status).toBe(200);
  });

  it('answers 404 for an unknown partner', async () => {
    for (const res of [await operator(s.app, 'POST', '/partners/999/tokens', { name: 'ERP' }), await operator(s.app, 'GET', '/partners/999/tokens')]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Parceiro não encontrado.' });
    }
  });

  it('refuses a token without a name or with an unknown scope', async () => {
    const noName = await operator(s.app, 'POST', '/partners/1/tokens', { name: ' ' });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toEqual({ message: 'Informe o nome do token.' });
    const badScope = await operator(s.app, 'POST', '/partners/1/tokens', { name: 'ERP', scopes: ['admin'] });
    expect(badScope.status).toBe(400);
    expect(await badScope.json()).toEqual({ message: 'Permissão desconhecida. Use: catalogue, customers, orders, payments, webhooks.' });
  });

  it('answers 401 with WWW-Authenticate without the operator secret or with a wrong one', async () => {
    for (const token of [undefined, 'segredo-errado', PARTNER_1_TOKEN]) {
      const res = await integration(s.app, 'GET', '/operator/partners/1/tokens', { token });
      expect(res.status).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
      expect(await res.json()).toEqual({ message: 'Segredo de operador inválido.' });
    }
  });

  it('are not served without OPERATOR_SECRET: 404', async () => {
    const app = createApp({ db: s.db, config: testConfig({ OPERATOR_SECRET: '' }), clock: s.clock });
    const res = await operator(app, 'GET', '/partners/1/tokens');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});

describe('the partner token guard', () => {
  it('answers 401 with WWW-Authenticate: Bearer without a token', async () => {
    const res = await integration(s.app, 'GET', '/partner');
    expect(res.status).toBe(401);
    expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(await res.json()).toEqual({ message: 'Informe o token de integração no cabeçalho Authorization: Bearer.' });
  });

  it('answers 401 to a wrong secret behind a right prefix, and to malformed tokens', async () => {
    const wrongSecret = `${PARTNER_1_TOKEN.slice(0, -1)}${PARTNER_1_TOKEN.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [wrongSecret, 'blc_demo1', 'blc_nada_x', PARTNER_1_TOKEN.replace('blc_', 'xyz_'), `${PARTNER_1_TOKEN}x`, 'ç'.repeat(300)]) {
      const res = await integration(s.app, 'GET', '/partner', { token });
      expect(res.status, token).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
      expect(await res.json()).toEqual(WRONG_TOKEN);
    }
  });

  it('answers 403 when the token lacks the route\'s scope', async () => {
    // No integration route needs a scope yet (the catalogue, customers and orders routes come next): a route that does.
    const deps = { db: s.db, config: s.config, clock: s.clock };
    const app = new Hono().get('/orders', requirePartnerToken(deps), requireScope('orders'), (c) => c.json({ ok: true }));
    app.onError(onError);
    const { token } = await createToken(1, { name: 'Só catálogo', scopes: ['catalogue'] });
    const res = await app.request('/orders', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Este token não tem a permissão "orders".' });
    expect((await app.request('/orders', { headers: { Authorization: `Bearer ${PARTNER_1_TOKEN}` } })).status).toBe(200);
  });

  it('gives each partner only its own data', async () => {
    expect(await (await integration(s.app, 'GET', '/partner', { token: PARTNER_1_TOKEN })).json()).toMatchObject({ id: 1 });
    expect(await (await integration(s.app, 'GET', '/partner', { token: PARTNER_2_TOKEN })).json()).toMatchObject({ id: 2, name: 'Atacadão_Central' });
  });

  it('records the last use at most once a minute', async () => {
    const lastUsed = async () => (await (await operator(s.app, 'GET', '/partners/1/tokens')).json())[0].lastUsedAt;
    const first = s.clock.now().toISOString();
    await integration(s.app, 'GET', '/partner', { token: PARTNER_1_TOKEN });
    expect(await lastUsed()).toBe(first);
    s.clock.advance(30_000);
    await integration(s.app, 'GET', '/partner', { token: PARTNER_1_TOKEN });
    expect(await lastUsed()).toBe(first);
    s.clock.advance(30_000);
    await integration(s.app, 'GET', '/partner', { token: PARTNER_1_TOKEN });
    expect(await lastUsed()).toBe(s.clock.now().toISOString());
  });

  it('answers 429 with Retry-After after 30 wrong tokens from one network, and still serves a right token', async () => {
    const wrong = (address: string) => integration(s.app, 'GET', '/partner', { token: 'blc_demo1_errado', address });
    for (let i = 0; i < 30; i++) expect((await wrong('198.51.100.7')).status).toBe(401);
    const refused = await wrong('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('900');
    expect(await refused.json()).toEqual({ message: 'Muitas tentativas com credenciais inválidas a partir desta rede. Aguarde 15 minutos para tentar novamente.' });
    expect((await wrong('198.51.100.8')).status).toBe(401);
    expect((await integration(s.app, 'GET', '/partner', { token: PARTNER_1_TOKEN, address: '198.51.100.7' })).status).toBe(200);
  });
});

describe('the demo tokens', () => {
  it('are the README\'s, one per demo partner, and each answers for its partner', async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const { id } of partners) {
      expect(readme).toContain(`| \`${demoPartnerToken(id)}\` |`);
      expect(await (await integration(s.app, 'GET', '/partner', { token: demoPartnerToken(id) })).json()).toMatchObject({ id });
    }
  });
});
