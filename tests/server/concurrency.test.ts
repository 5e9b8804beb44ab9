import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/entities/cart';
import type { CompleteOrderResponse } from '../../src/domain/entities/checkout';
import { call, COMPANY, login, PERSON, useServer } from './helpers';
import { fillCart, history, orderBody, orderWithStatus, placeOrder } from './ordering-helpers';

const s = useServer();

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

  it('throttles wrong access codes sent all at once as if sent one after the other', async () => {
    const attempts = Array.from({ length: 8 }, () =>
      call(s.app, 'POST', '/authentication', { body: { username: COMPANY.username, password: '000000', keepConnected: false } }),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
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
