// Orders and checkout against the real API: what the device and the server hold afterwards.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../src/api/errors';
import type { Cart } from '../../../src/domain/entities/cart';
import type { Checkout, CheckoutConditions, CompleteOrderRequest } from '../../../src/domain/entities/checkout';
import type { CreditBalance, Order, OrderDetail } from '../../../src/domain/entities/orders';
import { userDb } from '../../../src/db/user-db';
import { setCartQuantity } from '../../../src/sync/commands/cart-item';
import { commandRegistry } from '../../../src/sync/commands/registry';
import { flushNow, startFlusher } from '../../../src/sync/engine/flusher';
import { CartChangesWaitingError, finishOrder, loadCheckout, updateCheckout } from '../../../src/sync/actions/checkout';
import { onSyncEvent, type SyncEvent } from '../../../src/sync/engine/events';
import {
  cancelOrder, discardCartChanges, enableOrderEdit, fetchBalance, orderSummary, repeatOrder,
} from '../../../src/sync/actions/orders';
import { refreshCart } from '../../../src/sync/pulls/cart';
import { KEPT_ORDER_DETAILS, detailIsCurrent, keepRecentOrderDetails, refreshOrderDetail, refreshOrders } from '../../../src/sync/pulls/orders';
import { useRealApi } from '../support/real-api';

const api = useRealApi();
const P = 1;
// The company's demo orders for partner 1.
const IN_ANALYSIS = 12; // editable and cancellable
const SEPARATED = 6; // neither
let stopFlusher = () => {};

const serverCart = () => api.get<Cart>(`/v2/cart/${P}`, P);
const serverOrders = () => api.get<Order[]>(`/v2/orders/history/${P}`, P);
const localItems = async () =>
  (await userDb().cartItems.where('partnerId').equals(P).sortBy('productId')).map(({ productId, quantity }) => ({ productId, quantity }));
const serverItems = async () => (await serverCart()).items.map(({ productId, quantity }) => ({ productId, quantity }));

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
  await refreshCart(P);
  stopFlusher = startFlusher(commandRegistry);
});

afterEach(() => stopFlusher());

describe('refreshOrders', () => {
  it("replaces the partner's rows with the server's list and leaves other partners alone", async () => {
    const [first] = await serverOrders();
    await userDb().orders.bulkPut([{ ...first!, status: 'Cancelado', partnerId: P }, { ...first!, id: 999, partnerId: P }, { ...first!, id: 998, partnerId: 2 }]);
    await refreshOrders(P);
    const rows = await userDb().orders.where('partnerId').equals(P).toArray();
    expect(rows.map(({ partnerId: _p, ...order }) => order).sort((a, b) => a.id - b.id)).toEqual((await serverOrders()).sort((a, b) => a.id - b.id));
    expect(await userDb().orders.get([2, 998])).toBeDefined();
  });

  it('keeps what the device holds when the server cannot be reached', async () => {
    await refreshOrders(P);
    const before = await userDb().orders.count();
    api.setOnline(false);
    await expect(refreshOrders(P)).rejects.toMatchObject({ kind: 'network' });
    expect(await userDb().orders.count()).toBe(before);
  });
});

describe('keepRecentOrderDetails', () => {
  const detailCalls = () => api.calls().filter((call) => /^GET \/v2\/orders\/\d+$/.test(call));
  const newest = async () =>
    (await serverOrders()).sort((a, b) => b.emission.localeCompare(a.emission)).slice(0, KEPT_ORDER_DETAILS).map((order) => order.id);

  it('keeps the details of the newest orders of the history, no other', async () => {
    await refreshOrders(P);
    const real = await serverOrders();
    // Older rows beyond the server's (never placed: the server answers 404) fill the history past the limit.
    const older = [1, 2, 3, 4, 5].map((day) => ({ ...real[0]!, id: 9000 + day, emission: `2000-01-0${day}T10:00:00Z`, partnerId: P }));
    await userDb().orders.bulkPut(older);
    const newestIds = [...real, ...older].sort((a, b) => b.emission.localeCompare(a.emission)).slice(0, KEPT_ORDER_DETAILS).map((o) => o.id);
    await keepRecentOrderDetails(P);
    expect(new Set(detailCalls())).toEqual(new Set(newestIds.map((id) => `GET /v2/orders/${id}`)));
    const kept = (await userDb().orderDetails.toCollection().primaryKeys()).sort((a, b) => a - b);
    expect(kept).toEqual(real.map((order) => order.id).sort((a, b) => a - b));
    expect(await userDb().orderDetails.get(kept[0]!)).toEqual(await api.get<OrderDetail>(`/v2/orders/${kept[0]}`));
  });

  it('asks again only for the details the history shows out of date', async () => {
    await refreshOrders(P);
    await keepRecentOrderDetails(P);
    const [, second] = await newest();
    await userDb().orderDetails.update(second!, { status: 'Cancelado' });
    api.sent.length = 0;
    await keepRecentOrderDetails(P);
    expect(detailCalls()).toEqual([`GET /v2/orders/${second}`]);
    expect((await userDb().orderDetails.get(second!))!.status).toBe((await serverOrders()).find((o) => o.id === second)!.status);
  });

  it('asks at low fetch priority, behind what the screen on view asks', async () => {
    await refreshOrders(P);
    const answer = globalThis.fetch;
    const priorities: unknown[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      priorities.push(init?.priority);
      return answer(input, init);
    });
    await keepRecentOrderDetails(P);
    expect(priorities.length).toBeGreaterThan(0);
    expect(new Set(priorities)).toEqual(new Set(['low']));
  });

  it('stops at a lost connection and keeps what the device holds', async () => {
    await refreshOrders(P);
    api.fail(/^\/v2\/orders\/\d+$/, 'network', 100);
    await expect(api.withFakeTimers(() => keepRecentOrderDetails(P))).resolves.toBeUndefined();
    // the first two, each with the client's retries, and no more
    expect(new Set(detailCalls()).size).toBe(2);
    expect(await userDb().orderDetails.count()).toBe(0);
  });
});

describe('detailIsCurrent', () => {
  const order = { status: 'Liberado', paid: false, canEdit: false, deliveryExpected: '2026-01-10', payment: { totalPayment: 10 }, orderIssues: [] } as unknown as Order;
  const detail = { ...order, payment: { totalPayment: 10 } } as unknown as OrderDetail;
  it.each<[string, Partial<OrderDetail> | null, boolean]>([
    ['the same', {}, true],
    ['none stored', null, false],
    ['another status', { status: 'Separado' }, false],
    ['paid since', { paid: true }, false],
    ['editable since', { canEdit: true }, false],
    ['another delivery date', { deliveryExpected: '2026-01-11' }, false],
    ['another total', { payment: { totalPayment: 11 } as OrderDetail['payment'] }, false],
    ['another issue count', { orderIssues: [{ issueType: 'X', message: '', orderItemID: null }] }, false],
  ])('%s', (_name, change, current) => {
    expect(detailIsCurrent(change === null ? undefined : { ...detail, ...change }, order)).toBe(current);
  });
});

describe('refreshOrderDetail', () => {
  it('stores the detail', async () => {
    await refreshOrderDetail(IN_ANALYSIS);
    expect(await userDb().orderDetails.get(IN_ANALYSIS)).toEqual(await api.get<OrderDetail>(`/v2/orders/${IN_ANALYSIS}`));
  });

  it('rejects a 404 with its message and drops the stored copy', async () => {
    await refreshOrderDetail(IN_ANALYSIS);
    await userDb().orderDetails.put({ ...(await userDb().orderDetails.get(IN_ANALYSIS))!, id: 4040 });
    const error = (await refreshOrderDetail(4040).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 404, message: 'Pedido 4040 não encontrado.' });
    expect(await userDb().orderDetails.get(4040)).toBeUndefined();
  });
});

describe('cancelOrder', () => {
  it('on success marks the local order cancelled, with edit and cancel off', async () => {
    await refreshOrders(P);
    await refreshOrderDetail(IN_ANALYSIS);
    await cancelOrder(P, IN_ANALYSIS);
    expect(await userDb().orders.get([P, IN_ANALYSIS])).toMatchObject({ status: 'Cancelado', canEdit: false, canCancel: false });
    expect(await userDb().orderDetails.get(IN_ANALYSIS)).toMatchObject({ status: 'Cancelado', canEdit: false });
    expect((await serverOrders()).find((order) => order.id === IN_ANALYSIS)).toMatchObject({ status: 'Cancelado' });
  });

  it('on failure reloads the list and rethrows the server message', async () => {
    await userDb().orders.put({ ...(await serverOrders()).find((order) => order.id === SEPARATED)!, canCancel: true, partnerId: P });
    await expect(cancelOrder(P, SEPARATED)).rejects.toMatchObject({ status: 422, message: 'Não foi possível cancelar o pedido selecionado.' });
    expect(await userDb().orders.get([P, SEPARATED])).toMatchObject({ status: 'Separado', canCancel: false });
  });
});

describe('enableOrderEdit', () => {
  it("sends queued cart changes first, then writes the order's cart with its number", async () => {
    await setCartQuantity(P, 3, 1, 31);
    await expect(enableOrderEdit(P, IN_ANALYSIS, false)).rejects.toMatchObject({ status: 423 });
    expect(api.calls().filter((call) => call.startsWith('PUT'))).toEqual([
      expect.stringMatching(/^PUT \/v2\/cart\/\d+\/item$/),
      `PUT /v2/orders/${IN_ANALYSIS}/enableEdit`,
    ]);
    expect(await userDb().carts.get(P)).toMatchObject({ status: 'OPEN', orderNumber: null });
    expect(await localItems()).toEqual([{ productId: 3, quantity: 1 }]);

    await enableOrderEdit(P, IN_ANALYSIS, true);
    const server = await serverCart();
    expect(server.orderNumber).toBe('100210');
    expect(await userDb().carts.get(P)).toMatchObject({ id: server.id, orderNumber: '100210' });
    expect(await localItems()).toEqual(await serverItems());
  });

  it('rejects with the 423 body (status, message, issues) and leaves the cart as it was', async () => {
    await setCartQuantity(P, 3, 1, 31);
    const error = (await enableOrderEdit(P, IN_ANALYSIS, false).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(423);
    expect(error.body).toMatchObject({ status: 'LOCKED', message: expect.any(String), issues: expect.any(Array) });
    expect(await userDb().carts.get(P)).toMatchObject({ status: 'OPEN', orderNumber: null });
    expect(await localItems()).toEqual([{ productId: 3, quantity: 1 }]);
  });

  it('an order that cannot be edited answers 422', async () => {
    await expect(enableOrderEdit(P, SEPARATED, true)).rejects.toMatchObject({
      status: 422, message: expect.stringMatching(/^Não é possível realizar a edição de pedidos/),
    });
  });
});

describe('repeatOrder', () => {
  it("adds the order's products to the cart in Dexie and on the server, with an Idempotency-Key", async () => {
    await repeatOrder(P, SEPARATED);
    const repeat = api.sent.find((request) => request.path === `/v2/orders/${SEPARATED}/repeat`);
    expect(repeat?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await serverItems()).length).toBeGreaterThan(0);
    expect(await localItems()).toEqual(await serverItems());
  });
});

describe('discardCartChanges', () => {
  it('deletes the cart on the server and empties it on the device, ending the edit', async () => {
    await enableOrderEdit(P, IN_ANALYSIS, true);
    await discardCartChanges(P);
    expect(await serverCart()).toMatchObject({ items: [], orderNumber: null });
    expect(await userDb().cartItems.count()).toBe(0);
    expect(await userDb().carts.get(P)).toMatchObject({ orderNumber: null });
  });
});

describe('orderSummary', () => {
  it('is the PDF, named pedido-{number}.pdf', async () => {
    const { blob, fileName } = (await orderSummary(IN_ANALYSIS, '100210'))!;
    expect(fileName).toBe('pedido-100210.pdf');
    expect((await blob.text()).startsWith('%PDF')).toBe(true);
  });

  it('is kept on the device once fetched: offline, the same PDF; never fetched, none', async () => {
    const online = (await orderSummary(IN_ANALYSIS, '100210'))!;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = (await orderSummary(IN_ANALYSIS, '100210'))!;
    expect(await offline.blob.text()).toBe(await online.blob.text());
    expect(await orderSummary(SEPARATED, '100200')).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('fetchBalance', () => {
  it("answers the order's credit balance", async () => {
    await expect(fetchBalance(IN_ANALYSIS)).resolves.toEqual(await api.get<CreditBalance>(`/v2/orders/balance/credit/${IN_ANALYSIS}`));
  });
});

describe('checkout', () => {
  async function orderRequest(): Promise<CompleteOrderRequest> {
    const { checkout, conditions } = await loadCheckout(P);
    return {
      cartId: checkout.cartId, deliveryDate: conditions.deliveryDates[0]!, observations: '', partnerId: P,
      paymentPlan: conditions.paymentPlans[0]!.id, purchaseOrder: '123',
      alternativeAddress: checkout.customerAddressList[0]?.alternateAddressId ?? null,
      payment: { totalPayment: 1 }, orderIssues: [], couponDTO: null,
    };
  }

  it('loadCheckout sends queued cart changes, then loads the checkout and the conditions of its cart', async () => {
    await setCartQuantity(P, 3, 2, 31);
    const { checkout, conditions } = await loadCheckout(P);
    expect(checkout).toEqual(await api.get<Checkout>('/v2/checkout', P));
    expect(checkout.items).toHaveLength(1);
    expect(conditions).toEqual(await api.get<CheckoutConditions>(`/v2/checkout/${checkout.cartId}/conditions`, P));
  });

  it('loadCheckout rejects with the server message', async () => {
    await expect(loadCheckout(P)).rejects.toMatchObject({ status: 400, message: 'Seu carrinho está vazio.' });
  });

  it('updateCheckout answers the recomputed checkout', async () => {
    await setCartQuantity(P, 3, 2, 31);
    const { checkout } = await loadCheckout(P);
    const update = { paymentPlan: null, alternativeAddress: null, deliveryDate: null, purchaseOrder: '', observations: '', partnerId: P, coupon: 'NAOEXISTE' };
    const answer = await updateCheckout(P, checkout.cartId, update);
    expect(answer.validation.errors).toEqual([{ field: 'coupon', errorMessage: 'Cupom inválido.' }]);
  });

  it('finishOrder sends the Idempotency-Key, then clears the cart and its products on the device', async () => {
    await setCartQuantity(P, 3, 2, 31);
    const request = await orderRequest();
    const response = await finishOrder(P, request, 'finish-key-1');
    expect(response).toMatchObject({ itemCount: 1 });
    const post = api.sent.find((r) => r.method === 'POST' && r.path === '/v2/orders');
    expect(post?.headers.get('Idempotency-Key')).toBe('finish-key-1');
    expect(JSON.parse(post!.body)).toEqual(request);
    expect(await userDb().cartItems.count()).toBe(0);
    expect(await userDb().outbox.count()).toBe(0);
    expect((await serverCart()).items).toEqual([]);
    await vi.waitFor(async () => expect(await userDb().orders.get([P, response.orderId])).toBeDefined());
  });

  it('keeps a cart change made while the order is being sent, and the server cart gets it', async () => {
    await setCartQuantity(P, 3, 2, 31);
    const request = await orderRequest();
    const held = api.hold(/^\/v2\/orders$/, 1, 'POST');
    const finishing = finishOrder(P, request, 'finish-key-8');
    await held.answered;
    await setCartQuantity(P, 4, 5, 41);
    held.release();
    expect(await finishing).toMatchObject({ itemCount: 1 });
    expect(await localItems()).toEqual([{ productId: 4, quantity: 5 }]);
    await flushNow();
    expect(await userDb().outbox.count()).toBe(0);
    expect(await serverItems()).toEqual([{ productId: 4, quantity: 5 }]);
    await refreshCart(P);
    expect(await localItems()).toEqual([{ productId: 4, quantity: 5 }]);
  });

  it('finishing an edited order ends the edit: the cart loses its orderNumber', async () => {
    await enableOrderEdit(P, IN_ANALYSIS, true);
    const response = await finishOrder(P, await orderRequest(), 'finish-key-2');
    expect(response.number).toBe('100210');
    expect(await userDb().carts.get(P)).toMatchObject({ orderNumber: null });
  });

  it('a retry with the same key gets the same order', async () => {
    await setCartQuantity(P, 3, 2, 31);
    const request = await orderRequest();
    const first = await finishOrder(P, request, 'finish-key-3');
    const second = await finishOrder(P, request, 'finish-key-3');
    expect(second).toEqual(first);
    expect((await serverOrders()).filter((order) => order.id === first.orderId)).toHaveLength(1);
  });

  it('finishing first sends a cart change waiting after a server failure', async () => {
    await setCartQuantity(P, 3, 2, 31);
    const request = await orderRequest();
    api.fail(/^\/v2\/cart\/\d+\/item$/, 503, 4); // the first send and the client's three retries
    await setCartQuantity(P, 4, 5, 41);
    await api.withFakeTimers(flushNow);
    expect(await userDb().outbox.count()).toBe(1);
    const response = await finishOrder(P, request, 'finish-key-5');
    expect(response).toMatchObject({ itemCount: 2 });
    expect(await userDb().outbox.count()).toBe(0);
  });

  it('stops, deletes nothing and orders nothing while a cart change cannot be sent', async () => {
    await setCartQuantity(P, 3, 2, 31);
    const request = await orderRequest();
    const ordersBefore = (await serverOrders()).length;
    api.fail(/^\/v2\/cart\/\d+\/item$/, 503, 8); // two sends and their retries
    await setCartQuantity(P, 4, 5, 41);
    await api.withFakeTimers(flushNow);
    const error = await api.withFakeTimers(() => finishOrder(P, request, 'finish-key-6').catch((e: unknown) => e));
    expect(error).toBeInstanceOf(CartChangesWaitingError);
    expect(error).toMatchObject({ reason: 'unsent' });
    expect(api.calls()).not.toContain('POST /v2/orders');
    expect((await serverOrders()).length).toBe(ordersBefore);
    expect(await localItems()).toEqual([{ productId: 3, quantity: 2 }, { productId: 4, quantity: 5 }]);
    expect(await userDb().outbox.count()).toBe(1);
    // Once it can be sent, the order holds it.
    const response = await finishOrder(P, request, 'finish-key-6');
    expect(response).toMatchObject({ itemCount: 2 });
  });

  it('stops while an excessive quantity waits for an answer, and asks it again', async () => {
    await setCartQuantity(P, 3, 2, 31);
    const request = await orderRequest();
    await setCartQuantity(P, 1, 30, 11);
    await flushNow(); // parked: the server asked
    const events: SyncEvent[] = [];
    const stop = onSyncEvent((event) => events.push(event));
    const error = await finishOrder(P, request, 'finish-key-7').catch((e: unknown) => e);
    stop();
    expect(error).toMatchObject({ reason: 'question' });
    expect(events).toEqual([{ type: 'excessive', partnerId: P, productId: 1, message: expect.stringMatching(/^Você selecionou 30 /) }]);
    expect(api.calls()).not.toContain('POST /v2/orders');
    expect(await localItems()).toEqual([{ productId: 1, quantity: 30 }, { productId: 3, quantity: 2 }]);
    expect(await userDb().outbox.count()).toBe(1);
  });

  it('rejects with the server body and keeps the cart', async () => {
    await setCartQuantity(P, 3, 2, 31);
    const request = { ...(await orderRequest()), deliveryDate: '' };
    const error = (await finishOrder(P, request, 'finish-key-4').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, body: { message: 'O campo de data de entrega é obrigatório.' } });
    expect(await localItems()).toEqual([{ productId: 3, quantity: 2 }]);
    expect(await serverItems()).toEqual([{ productId: 3, quantity: 2 }]);
  });
});
