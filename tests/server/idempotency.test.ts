import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/src/deps';
import { onError } from '../../server/src/http/errors';
import { requireAuth } from '../../server/src/http/guards';
import { idempotent } from '../../server/src/http/idempotency';
import { COMPANY, DEVICE, login, PERSON, useServer } from './helpers';

const s = useServer();

/** A creating endpoint that counts its effects. */
function counterApp() {
  let effects = 0;
  const deps = { db: s.db, config: s.config, clock: s.clock };
  const app = new Hono<AppEnv>()
    .post('/things', requireAuth(deps), idempotent(deps), (c) => c.json({ thing: ++effects }, 201))
    .post('/other', requireAuth(deps), idempotent(deps), (c) => c.json({ other: ++effects }, 201))
    .post('/flaky', requireAuth(deps), idempotent(deps), (c) => (++effects === 1 ? c.json({ message: 'falhou' }, 503) : c.json({ ok: effects })));
  app.onError(onError);
  return { app, effects: () => effects };
}

const post = (app: Hono<AppEnv>, path: string, token: string, key?: string) =>
  app.request(path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, deviceId: DEVICE, ...(key ? { 'Idempotency-Key': key } : {}) } });

describe('Idempotency-Key', () => {
  let token: string;
  beforeEach(async () => {
    token = await login(s.app, COMPANY);
  });

  it('performs a POST once and replays the first answer for the same key', async () => {
    const { app, effects } = counterApp();
    const first = await post(app, '/things', token, 'chave-1');
    const second = await post(app, '/things', token, 'chave-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(effects()).toBe(1);
    await post(app, '/things', token, 'chave-2');
    await post(app, '/things', token);
    expect(effects()).toBe(3);
  });

  it('keeps keys per user and refuses a key reused on another path', async () => {
    const { app, effects } = counterApp();
    await post(app, '/things', token, 'k');
    await post(app, '/things', await login(s.app, PERSON), 'k');
    expect(effects()).toBe(2);
    const reused = await post(app, '/other', token, 'k');
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { message: string }).message).toBe('Esta Idempotency-Key já foi usada em outra operação.');
  });

  it('does not keep a 5xx answer, so the retry performs the operation', async () => {
    const { app, effects } = counterApp();
    expect((await post(app, '/flaky', token, 'k')).status).toBe(503);
    const retry = await post(app, '/flaky', token, 'k');
    expect(retry.status).toBe(200);
    expect(effects()).toBe(2);
  });

  it('applies to POST /products/favorites: a replay does not favorite again', async () => {
    const headers = { Authorization: `Bearer ${token}`, deviceId: DEVICE, partner: '1', 'Idempotency-Key': 'fav-7' };
    const path = '/api/ecommerce/products/favorites/7';
    expect((await s.app.request(path, { method: 'POST', headers })).status).toBe(204);
    await s.app.request(path, { method: 'DELETE', headers });
    const replay = await s.app.request(path, { method: 'POST', headers });
    expect(replay.status).toBe(204);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const rows = await s.db.query('SELECT 1 FROM favorites WHERE customer_id = 1 AND product_id = 7');
    expect(rows).toHaveLength(0);
  });
});
