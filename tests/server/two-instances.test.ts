// Two API instances on one database, as behind a load balancer: nothing that matters lives in an instance's memory.
// On PostgreSQL each instance has its own pool (its own connections); on PGlite both share the one database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { openPg, type Db } from '../../server/src/db/client';
import { call, COMPANY, login, OTHER_DEVICE, useServer } from './helpers';
import { fillCart, history, orderBody, placeOrder } from './ordering-helpers';

const s = useServer();
let second: Db | undefined;
let a: ReturnType<typeof createApp>;
let b: ReturnType<typeof createApp>;

beforeEach(() => {
  second = s.databaseUrl ? openPg(s.databaseUrl) : undefined;
  a = s.app;
  b = createApp({ db: second ?? s.db, config: s.config, clock: s.clock });
});

// Runs before the test database is dropped (after-hooks run last-registered first): the drop waits for no pool.
afterEach(async () => {
  await second?.close();
  second = undefined;
});

const wrongCode = (app: typeof a) =>
  call(app, 'POST', '/authentication', { body: { username: COMPANY.username, password: '000000', keepConnected: false } });

describe('two API instances on one database', () => {
  it('replays on one instance the answer the other gave to an Idempotency-Key', async () => {
    const token = await login(a, COMPANY);
    const before = (await history(a, token)).length;
    const cart = await fillCart(a, token, 1);
    const first = await placeOrder(a, token, orderBody(cart), 'chave-compartilhada');
    expect(first.status).toBe(201);
    const replay = await placeOrder(b, token, orderBody(cart), 'chave-compartilhada');
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await first.json());
    expect(await history(b, token)).toHaveLength(before + 1);
  });

  it('counts the login throttle across both', async () => {
    for (let i = 0; i < 5; i++) expect((await wrongCode(i % 2 === 0 ? a : b)).status).toBe(401);
    const refused = await call(b, 'POST', '/authentication', { body: { username: COMPANY.username, password: COMPANY.code } });
    expect(refused.status).toBe(429);
    expect((await wrongCode(a)).status).toBe(429);
  });

  it('ends on one instance a session signed out on the other, and one revoked by removing the saved user', async () => {
    const token = await login(a, COMPANY);
    expect((await call(b, 'GET', '/user/me', { token })).status).toBe(200);
    expect((await call(b, 'DELETE', '/authentication/session', { token })).status).toBe(204);
    expect((await call(a, 'GET', '/user/me', { token })).status).toBe(401);

    const other = await login(b, COMPANY, OTHER_DEVICE);
    const [saved] = await (await call(a, 'GET', '/authentication/keepconnected', { deviceId: OTHER_DEVICE })).json();
    const removed = await call(a, 'DELETE', `/authentication/keepconnected?keepConnectedId=${encodeURIComponent(saved.keepConnectedId)}`, {
      deviceId: OTHER_DEVICE,
    });
    expect(removed.status).toBe(204);
    expect((await call(b, 'GET', '/user/me', { token: other, deviceId: OTHER_DEVICE })).status).toBe(401);
  });
});

// Requests at the same moment on both instances: only a PostgreSQL server runs them concurrently.
describe.runIf(process.env.DATABASE_URL)('two API instances at the same moment (PostgreSQL)', () => {
  it('checks at most 5 codes of 40 wrong ones split between them', async () => {
    const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => wrongCode(i % 2 === 0 ? a : b)))).map((r) => r.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('performs once a POST sent to both at once with one Idempotency-Key', async () => {
    const token = await login(a, COMPANY);
    const before = (await history(a, token)).length;
    const cart = await fillCart(a, token, 1);
    const answers = await Promise.all([a, b].map((app) => placeOrder(app, token, orderBody(cart), 'mesma-chave')));
    expect(answers.map((answer) => answer.status)).toContain(201);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(await history(b, token)).toHaveLength(before + 1);
  });
});
