// The orders feed under concurrent writes (issue 30: "a feed that never skips nor repeats an order, also while orders
// are placed concurrently"). Two API instances with their own pools place and change orders while a reader pages the
// feed through both: transactions commit out of order there, which a timestamp or serial cursor would skip.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/src/app';
import { openPg, type Db } from '../../server/src/db/client';
import type { FeedOrder } from '../../server/src/domain/order-feed-view';
import { BACK_OFFICE_STATUSES } from '../../server/src/services/change-order-status';
import { COMPANY, login, PERSON, useServer } from './helpers';
import { integration, PARTNER_1_TOKEN } from './integration-helpers';
import { feedPage } from './integration-order-helpers';
import { fillCart, orderBody, placeOrder } from './ordering-helpers';

const s = useServer();
let second: Db | undefined;
let apps: ReturnType<typeof createApp>[];

beforeEach(() => {
  second = s.databaseUrl ? openPg(s.databaseUrl) : undefined;
  apps = [s.app, createApp({ db: second ?? s.db, config: s.config, clock: s.clock })];
});

afterEach(async () => {
  await second?.close();
  second = undefined;
});

const ORDERS_PER_CUSTOMER = 10;
const PLACERS = [
  { who: COMPANY, address: 1 },
  { who: PERSON, address: 3 },
  { who: { username: 'aviso.senha', code: '246810' }, address: 4 },
];
const CHANGERS = 3;

async function placeOrders(app: (typeof apps)[number], who: typeof COMPANY, address: number): Promise<void> {
  const token = await login(app, who);
  for (let i = 0; i < ORDERS_PER_CUSTOMER; i++) {
    const cart = await fillCart(app, token, 1);
    const res = await placeOrder(app, token, orderBody(cart, { alternativeAddress: address }));
    expect(res.status, await res.clone().text()).toBe(201);
  }
}

/**
 * Each order of its share (id modulo the changers) moved once to a status with an observation naming the change:
 * every change stays its order's last, so a change the reader skipped shows at the end.
 */
async function changeStatuses(changer: number, placing: { done: boolean }): Promise<number> {
  let changes = 0;
  for (;;) {
    const done = placing.done;
    const waiting = await s.db.query<{ id: number }>(
      "SELECT id FROM orders WHERE partner_id = 1 AND status <> 'Cancelado' AND status_observation NOT LIKE 'mudança%' AND id % $1 = $2 ORDER BY id",
      [CHANGERS, changer],
    );
    if (waiting.length === 0 && done) return changes;
    for (const { id } of waiting) {
      const body = { status: BACK_OFFICE_STATUSES[changes % BACK_OFFICE_STATUSES.length], observation: `mudança ${changer}-${changes}` };
      const res = await integration(apps[(id + changer) % 2], 'POST', `/orders/${id}/status`, { token: PARTNER_1_TOKEN, body });
      expect(res.status, await res.clone().text()).toBe(200);
      changes++;
    }
    if (waiting.length === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.runIf(process.env.DATABASE_URL)('the orders feed while orders are placed and changed (PostgreSQL, two instances)', () => {
  it("gives the reader every order's last change, each change once, none missing", async () => {
    const seen: FeedOrder[] = [];
    let cursor = '';
    let writing = true;
    const readPage = async (turn: number) => {
      const page = await feedPage(apps[turn % 2], `${cursor ? `cursor=${cursor}&` : ''}limit=2`);
      seen.push(...page.orders);
      cursor = page.nextCursor;
      return page.orders.length;
    };
    const reader = (async () => {
      for (let turn = 0; writing; turn++) {
        // Polling as fast as it can, to meet commits in flight: an empty page only lets the writers' answers in.
        if ((await readPage(turn)) === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const placing = { done: false };
    const placers = Promise.all(PLACERS.map(({ who, address }, i) => placeOrders(apps[i % 2], who, address))).finally(() => {
      placing.done = true;
    });
    const changers = Array.from({ length: CHANGERS }, (_, changer) => changeStatuses(changer, placing));
    await Promise.all([placers, ...changers]).finally(() => {
      writing = false;
    });
    await reader;
    while ((await readPage(0)) > 0);

    const numbers = seen.map((order) => order.changeNumber);
    for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]);
    const finals = await s.db.query<{ id: number; change_number: number; status: string; status_observation: string }>(
      'SELECT id, change_number::float8 AS change_number, status, status_observation FROM orders WHERE partner_id = 1',
    );
    expect(finals).toHaveLength(11 + PLACERS.length * ORDERS_PER_CUSTOMER);
    const lastSeen = new Map(seen.map((order) => [order.id, order]));
    expect(lastSeen.size).toBe(finals.length);
    for (const final of finals) {
      expect(lastSeen.get(final.id)).toMatchObject({ changeNumber: final.change_number, status: final.status, statusObservation: final.status_observation });
    }
  }, 120_000);

  it('keeps a change that commits after a later one: the later waits for it, and the reader meets them in order', async () => {
    // One instance's transactions stop before their commit until released, as a slow request's would.
    let reachedCommit!: () => void;
    const atCommit = new Promise<void>((resolve) => (reachedCommit = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slowDb: Db = { ...second!, transaction: (fn) => second!.transaction(async (tx) => {
      const result = await fn(tx);
      reachedCommit();
      await released;
      return result;
    }) };
    const slow = createApp({ db: slowDb, config: s.config, clock: s.clock });
    const [x, y] = await s.db.query<{ id: number }>("SELECT id FROM orders WHERE partner_id = 1 AND status = 'Em análise' ORDER BY id LIMIT 2");
    const { nextCursor } = await feedPage(s.app, 'limit=500');
    const status = (app: typeof slow, id: number) =>
      integration(app, 'POST', `/orders/${id}/status`, { token: PARTNER_1_TOKEN, body: { status: 'Liberado' } });

    const first = status(slow, x.id);
    await atCommit;
    const later = status(s.app, y.id);
    let during;
    try {
      // The later change waits for the first's commit (it cannot take the partner's next change number before it).
      await vi.waitFor(async () => expect(await s.db.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).not.toEqual([]));
      during = await feedPage(s.app, `cursor=${nextCursor}`);
    } finally {
      release();
    }
    expect(during.orders).toEqual([]);
    expect((await first).status).toBe(200);
    expect((await later).status).toBe(200);
    const after = await feedPage(s.app, `cursor=${during.nextCursor}`);
    expect(after.orders.map((order) => order.id)).toEqual([x.id, y.id]);
  });
});

