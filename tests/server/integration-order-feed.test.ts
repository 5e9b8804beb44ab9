// The orders feed of the integration API (issue 30, Integration API → Orders): the token's partner's orders, oldest
// change first, paged by an opaque cursor that never skips nor repeats a change; every write that changes an order
// moves it to the end of the feed.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/entities/orders';
import { call, COMPANY, login, useServer } from './helpers';
import { integration, operator, PARTNER_1_TOKEN, PARTNER_2_TOKEN } from './integration-helpers';
import { feedPage, invoiceBody, readWholeFeed } from './integration-order-helpers';
import { fillCart, orderBody, orderWithStatus, placeOrder } from './ordering-helpers';

const s = useServer();
let token: string;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
});

const partnerOrderIds = async (partnerId: number) =>
  (await s.db.query<{ id: number }>('SELECT id FROM orders WHERE partner_id = $1 ORDER BY id', [partnerId])).map((row) => row.id);

async function placeNewOrder(observations = ''): Promise<number> {
  const cart = await fillCart(s.app, token, 1);
  const res = await placeOrder(s.app, token, orderBody(cart, { observations }));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).orderId;
}

describe('GET /api/integration/v1/orders', () => {
  it("answers every order of the token's partner once, oldest change first, and none of another partner", async () => {
    const { orders } = await readWholeFeed(s.app);
    expect(orders.map((order) => order.id).sort((a, b) => a - b)).toEqual(await partnerOrderIds(1));
    const numbers = orders.map((order) => order.changeNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    const other = await readWholeFeed(s.app, null, 5, PARTNER_2_TOKEN);
    expect(other.orders.map((order) => order.id).sort((a, b) => a - b)).toEqual(await partnerOrderIds(2));
  });

  it('carries the lines, terms, customer, payment state, status and invoice of an order', async () => {
    const id = await placeNewOrder('Entregar pela manhã');
    const { orders } = await readWholeFeed(s.app);
    const order = orders.find((candidate) => candidate.id === id)!;
    const [head] = await s.db.query<{ number: string; total_payment: number; items_total: number }>('SELECT number, total_payment, items_total FROM orders WHERE id = $1', [id]);
    const lines = await s.db.query<{ code: string; quantity: number; price: number; total: number }>(
      'SELECT p.code, oi.quantity, oi.price, oi.total FROM order_items oi JOIN products p ON p.id = oi.product_id WHERE oi.order_id = $1 ORDER BY oi.id',
      [id],
    );
    expect(order).toMatchObject({
      number: head.number, erpNumber: null, status: 'Em análise', statusObservation: '', placedAt: s.clock.now().toISOString(),
      customer: { id: 1, taxId: '11222333000181', name: expect.any(String) },
      terms: {
        paymentPlan: { id: 11, name: expect.any(String) }, parcels: expect.any(Number), deliveryDate: '2025-06-04',
        address: expect.any(String), purchaseOrder: '', observations: 'Entregar pela manhã',
        totals: { items: head.items_total, total: head.total_payment }, creditUsed: 0,
      },
      payment: { state: 'awaiting', paidAt: null },
      invoice: null,
    });
    expect(order.lines).toHaveLength(2);
    expect(order.lines.map(({ productCode, quantity, price, total }) => ({ code: productCode, quantity, price, total }))).toEqual(lines);
    expect(order.lines[0]).toMatchObject({ productName: expect.any(String), package: { id: expect.any(Number), label: expect.any(String), quantity: expect.any(Number) } });
  });

  it('goes on from its cursor with only what changed after it, and answers the same cursor when nothing did', async () => {
    const { nextCursor } = await readWholeFeed(s.app);
    expect(await feedPage(s.app, `cursor=${nextCursor}`)).toEqual({ orders: [], nextCursor });
    const id = await placeNewOrder();
    const after = await feedPage(s.app, `cursor=${nextCursor}`);
    expect(after.orders.map((order) => order.id)).toEqual([id]);
    expect(after.nextCursor).not.toBe(nextCursor);
  });

  it('moves a changed order to the end, with a greater change number, once', async () => {
    const first = await readWholeFeed(s.app);
    const oldest = first.orders[0];
    expect((await integration(s.app, 'POST', `/orders/${oldest.id}/acknowledge`, { token: PARTNER_1_TOKEN, body: { erpNumber: 'ERP-1' } })).status).toBe(200);
    const { orders } = await readWholeFeed(s.app, first.nextCursor);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: oldest.id, erpNumber: 'ERP-1' });
    expect(orders[0].changeNumber).toBeGreaterThan(first.orders.at(-1)!.changeNumber);
  });

  it('starts after changedAfter: only orders whose last change is later', async () => {
    s.clock.advance(60_000);
    const since = s.clock.now().toISOString();
    s.clock.advance(1000);
    const id = await placeNewOrder();
    const page = await feedPage(s.app, `changedAfter=${encodeURIComponent(since)}`);
    expect(page.orders.map((order) => order.id)).toEqual([id]);
    expect((await feedPage(s.app, `cursor=${page.nextCursor}`)).orders).toEqual([]);
  });

  it('answers at most limit orders a page', async () => {
    const page = await feedPage(s.app, 'limit=3');
    expect(page.orders).toHaveLength(3);
    const next = await feedPage(s.app, `cursor=${page.nextCursor}&limit=3`);
    expect(next.orders[0].changeNumber).toBeGreaterThan(page.orders[2].changeNumber);
  });

  it.each([
    ['changedAfter=ontem', 'Data inválida em changedAfter: use ISO 8601 com fuso horário, como 2025-06-01T00:00:00Z.'],
    ['changedAfter=2025-06-01T00:00:00', 'Data inválida em changedAfter: use ISO 8601 com fuso horário, como 2025-06-01T00:00:00Z.'],
    ['cursor=abc!', 'Cursor inválido: use o nextCursor de uma resposta anterior.'],
    [`cursor=${Buffer.from('{"after":-1,"changedAfter":null}').toString('base64url')}`, 'Cursor inválido: use o nextCursor de uma resposta anterior.'],
    [`cursor=${Buffer.from('[1]').toString('base64url')}`, 'Cursor inválido: use o nextCursor de uma resposta anterior.'],
    ['limit=0', 'Limite inválido: informe um número inteiro de 1 a 500.'],
    ['limit=501', 'Limite inválido: informe um número inteiro de 1 a 500.'],
    ['limit=dez', 'Limite inválido: informe um número inteiro de 1 a 500.'],
    ['changedAfter=2025-06-01T00:00:00Z&cursor=abc', 'Informe changedAfter para começar ou cursor para continuar, não os dois.'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const res = await integration(s.app, 'GET', `/orders?${query}`, { token: PARTNER_1_TOKEN });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('answers 401 without a token and 403 for a token without the orders scope', async () => {
    expect((await integration(s.app, 'GET', '/orders')).status).toBe(401);
    const created = await (await operator(s.app, 'POST', '/partners/1/tokens', { name: 'Catálogo', scopes: ['catalogue'] })).json();
    const res = await integration(s.app, 'GET', '/orders', { token: created.token });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toEqual(expect.any(String));
  });
});

describe('every write that changes an order moves it in the feed', () => {
  let cursor: string;
  let order: Order;

  beforeEach(async () => {
    cursor = (await readWholeFeed(s.app)).nextCursor;
    order = await orderWithStatus(s.app, token, 'Em análise');
  });

  const movedIds = async () => (await readWholeFeed(s.app, cursor)).orders.map((moved) => moved.id);
  const api = (method: string, path: string, body: unknown) => integration(s.app, method, path, { token: PARTNER_1_TOKEN, body });

  it('placing', async () => {
    const id = await placeNewOrder();
    expect(await movedIds()).toEqual([id]);
  });

  it("the customer's edit, placed", async () => {
    const edited = await call(s.app, 'PUT', `/v2/orders/${order.id}/enableEdit?cleanCurrentCart=true`, { token });
    expect(edited.status).toBe(200);
    const cart = await edited.json();
    expect((await placeOrder(s.app, token, orderBody(cart))).status).toBe(201);
    expect(await movedIds()).toEqual([order.id]);
  });

  it("the customer's cancel", async () => {
    expect((await call(s.app, 'DELETE', `/v2/orders/${order.id}`, { token })).status).toBe(204);
    expect(await movedIds()).toEqual([order.id]);
  });

  it('a PIX payment', async () => {
    expect((await call(s.app, 'POST', `/pix/cob/${order.id}`, { token, headers: { 'Idempotency-Key': 'pix-feed' } })).status).toBeLessThan(300);
    expect(await movedIds()).toEqual([]);
    expect((await call(s.app, 'POST', `/dev/pix/${order.id}/paid`, { token })).status).toBe(204);
    expect(await movedIds()).toEqual([order.id]);
  });

  it('an approved card payment', async () => {
    const res = await call(s.app, 'POST', '/cardpayment', {
      token, headers: { 'Idempotency-Key': 'card-feed' },
      body: { cardNumber: '4111 1111 1111 1111', holder: 'Ana Souza', expirationDate: '12/2027', securityCode: '123', refererId: order.id },
    });
    expect(res.status).toBe(202);
    expect(await movedIds()).toEqual([order.id]);
  });

  it('a status, an acknowledgement, an invoice and a cancel by the distributor, each once', async () => {
    const steps: [string, string, unknown][] = [
      ['POST', `/orders/${order.id}/status`, { status: 'Separado' }],
      ['POST', `/orders/${order.id}/acknowledge`, { erpNumber: 'PV-77' }],
      ['PUT', `/orders/${order.id}/invoice`, invoiceBody()],
      ['POST', `/orders/${order.id}/cancel`, { reason: 'Sem estoque' }],
    ];
    for (const [method, path, body] of steps) {
      expect((await api(method, path, body)).status).toBe(200);
      const { orders, nextCursor } = await readWholeFeed(s.app, cursor);
      expect(orders.map((moved) => moved.id)).toEqual([order.id]);
      cursor = nextCursor;
    }
  });

  it('nothing for a retry that changes nothing', async () => {
    expect((await api('POST', `/orders/${order.id}/acknowledge`, { erpNumber: 'PV-78' })).status).toBe(200);
    cursor = (await readWholeFeed(s.app, cursor)).nextCursor;
    expect((await api('POST', `/orders/${order.id}/acknowledge`, { erpNumber: 'PV-78' })).status).toBe(200);
    expect((await api('POST', `/orders/${order.id}/status`, { status: 'Em análise' })).status).toBe(200);
    expect(await movedIds()).toEqual([]);
  });
});
