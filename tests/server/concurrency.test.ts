import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/entities/cart';
import type { CompleteOrderResponse } from '../../src/domain/entities/checkout';
import { createApp } from '../../server/src/app';
import { call, COMPANY, login, PERSON, testConfig, TODAY, useServer, type TestResponse } from './helpers';
import { fillCart, history, orderBody, orderWithStatus, placeOrder } from './ordering-helpers';
import { termsOf } from './terms-helpers';

const s = useServer();

/** Until a session of the test's database waits for a row lock (a request reached the lock another holds). */
async function waitForLockWait(): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const rows = await s.db.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no request waited for the lock');
}

// Requests served at the same time. Only a real PostgreSQL server runs them concurrently: the PGlite harness has one
// connection and turns the app's transactions into savepoints of the test's transaction, so these run there only.
describe.runIf(process.env.DATABASE_URL)('concurrent requests (PostgreSQL)', () => {
  it('gives orders finished at the same moment at one partner consecutive numbers', async () => {
    const tokens = [await login(s.app, COMPANY), await login(s.app, PERSON)];
    const addresses = [1, 3];
    const carts = [await fillCart(s.app, tokens[0], 1), await fillCart(s.app, tokens[1], 1)];
    const answers = await Promise.all(tokens.map((token, i) => placeOrder(s.app, token, orderBody(carts[i], { alternativeAddress: addresses[i] }))));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const numbers = (await Promise.all(answers.map((answer) => answer.json() as Promise<CompleteOrderResponse>))).map((o) => Number(o.number));
    expect(Math.abs(numbers[0] - numbers[1])).toBe(1);
  });

  it('turns one cart finished twice at once (two devices, two keys) into one order', async () => {
    const token = await login(s.app, COMPANY);
    const before = (await history(s.app, token)).length;
    const cart = await fillCart(s.app, token, 1);
    const answers = await Promise.all([placeOrder(s.app, token, orderBody(cart)), placeOrder(s.app, token, orderBody(cart))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.status === 400)!;
    expect(await refused.json()).toEqual({ message: 'Seu carrinho está vazio.' });
    expect(await history(s.app, token)).toHaveLength(before + 1);
  });

  it('turns a queued order with its terms sent twice at once (one key) into one order, its answer replayed after', async () => {
    const token = await login(s.app, COMPANY);
    const before = (await history(s.app, token)).length;
    const cart = await fillCart(s.app, token, 1);
    const body = orderBody(cart, { expectedTerms: await termsOf(s.app, token, orderBody(cart)) });
    const answers = await Promise.all([placeOrder(s.app, token, body, 'queued-order-1'), placeOrder(s.app, token, body, 'queued-order-1')]);
    // The second found the key reserved (409 'em andamento', retried later) or the first's answer (replayed).
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(201);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const placed: CompleteOrderResponse = await answers.find((answer) => answer.status === 201)!.json();
    const retry = await placeOrder(s.app, token, body, 'queued-order-1');
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as CompleteOrderResponse).orderId).toBe(placed.orderId);
    expect(await history(s.app, token)).toHaveLength(before + 1);
  });

  it('turns one cart with its terms finished twice at once under two keys into one order', async () => {
    const token = await login(s.app, COMPANY);
    const before = (await history(s.app, token)).length;
    const cart = await fillCart(s.app, token, 1);
    const body = orderBody(cart, { expectedTerms: await termsOf(s.app, token, orderBody(cart)) });
    const answers = await Promise.all([placeOrder(s.app, token, body), placeOrder(s.app, token, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await history(s.app, token)).toHaveLength(before + 1);
  });

  it('cancels an order while its edit is being finished without a deadlock, and the cart ends empty', async () => {
    const token = await login(s.app, COMPANY);
    const order = await orderWithStatus(s.app, token, 'Pendente');
    const cart: Cart = await (await call(s.app, 'PUT', `/v2/orders/${order.id}/enableEdit`, { token })).json();
    const [finish, cancel] = await Promise.all([
      placeOrder(s.app, token, orderBody(cart)),
      call(s.app, 'DELETE', `/v2/orders/${order.id}`, { token }),
    ]);
    // The finish went first (201, then the cancel) or found the cart emptied by the cancel (400).
    expect([201, 400]).toContain(finish.status);
    expect(cancel.status).toBe(204);
    expect((await history(s.app, token)).find((o) => o.id === order.id)).toMatchObject({ status: 'Cancelado' });
    expect(await (await call(s.app, 'GET', '/v2/cart/1', { token })).json()).toMatchObject({ items: [], orderNumber: null });
  });

  it('refuses to finish the edit of an order a payment marked paid while the finish waited for the order', async () => {
    const token = await login(s.app, COMPANY);
    const order = await orderWithStatus(s.app, token, 'Pendente');
    const cart: Cart = await (await call(s.app, 'PUT', `/v2/orders/${order.id}/enableEdit`, { token })).json();
    let finish: Promise<TestResponse> | undefined;
    // The test's transaction stands in for a card payment holding the order's row while it marks the order paid.
    await s.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [order.id]);
      await tx.query('UPDATE orders SET paid_at = $2, can_edit = false WHERE id = $1', [order.id, TODAY.toISOString()]);
      finish = placeOrder(s.app, token, orderBody(cart));
      await waitForLockWait();
    });
    const answer = await finish!;
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ message: 'Não é possível realizar a edição de pedidos já processados, pagos ou cancelados.' });
  });

  it('checks at most 5 codes of 60 wrong ones sent all at once for one username', async () => {
    // A 401 answers a code that was checked; a 429 one refused before its check.
    const attempts = Array.from({ length: 60 }, () =>
      call(s.app, 'POST', '/authentication', { body: { username: COMPANY.username, password: '000000', keepConnected: false } }),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });

  it('checks at most 30 codes of 60 wrong ones sent all at once from one network to 60 usernames', async () => {
    const behindProxy = createApp({ db: s.db, config: testConfig({ TRUST_PROXY: '1' }), clock: s.clock });
    const attempts = Array.from({ length: 60 }, (_, i) =>
      call(behindProxy, 'POST', '/authentication', {
        deviceId: crypto.randomUUID(),
        headers: { 'X-Forwarded-For': '203.0.113.9' },
        body: { username: `ninguem${i}`, password: '000000', keepConnected: false },
      }),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('makes one PIX charge of 10 calls at once, and every call answers it', async () => {
    const token = await login(s.app, COMPANY);
    const order = await orderWithStatus(s.app, token, 'Pendente');
    for (let round = 0; round < 5; round += 1) {
      await s.db.query('DELETE FROM pix_charges WHERE order_id = $1', [order.id]);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call(s.app, 'POST', `/pix/cob/${order.id}`, { token, headers: { 'Idempotency-Key': crypto.randomUUID() } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      // One charge in the database: every answer was that charge.
      const [{ n }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pix_charges WHERE order_id = $1', [order.id]);
      expect(n).toBe(1);
    }
  });

  it('marks a PIX order paid once when the payment arrives twice at once, using the credit once', async () => {
    const token = await login(s.app, COMPANY);
    const order = await orderWithStatus(s.app, token, 'Pendente');
    await call(s.app, 'POST', `/pix/cob/${order.id}`, { token, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    await s.db.query('UPDATE customers SET credit_balance = 100000 WHERE id = 1');
    const answers = await Promise.all([1, 2].map(() => call(s.app, 'POST', `/dev/pix/${order.id}/paid`, { token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 422]);
    const [{ credit_balance }] = await s.db.query<{ credit_balance: number }>('SELECT credit_balance FROM customers WHERE id = 1');
    expect(Number(credit_balance)).toBeCloseTo(100000 - order.payment.totalPayment, 2);
  });

  it('performs a POST sent twice at once with one Idempotency-Key once', async () => {
    const token = await login(s.app, COMPANY);
    const before = (await history(s.app, token)).length;
    const cart = await fillCart(s.app, token, 1);
    const answers = await Promise.all([placeOrder(s.app, token, orderBody(cart), 'mesma-chave'), placeOrder(s.app, token, orderBody(cart), 'mesma-chave')]);
    // The second either finds the first still running (409) or replays its answer (201).
    expect(answers.map((answer) => answer.status)).toContain(201);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(await history(s.app, token)).toHaveLength(before + 1);
  });
});
