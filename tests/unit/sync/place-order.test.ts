// Orders finished offline against the real API: what the device and the server hold after a crash, a lost
// answer, the outbox's order and a refusal on new terms (docs/decisions/0136-orders-finished-offline.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../src/domain/entities/cart';
import type { Order } from '../../../src/domain/entities/orders';
import { closeUserDb, userDb, type PlaceOrderCommand } from '../../../src/db/user-db';
import { completeOrderRequest, initialValues } from '../../../src/features/checkout/checkout-values';
import { loadCheckout, QueuedOrderWaitingError } from '../../../src/sync/actions/checkout';
import { loadOfflineCheckout } from '../../../src/sync/actions/offline-checkout';
import { setCartQuantity } from '../../../src/sync/commands/cart-item';
import { queueOrder } from '../../../src/sync/commands/place-order';
import { changeQueuedOrder, discardQueuedOrder, sendWithNewTerms } from '../../../src/sync/commands/queued-order-review';
import { describeQueuedOrder } from '../../../src/sync/commands/queued-orders';
import { commandRegistry } from '../../../src/sync/commands/registry';
import { onSyncEvent, type SyncEvent } from '../../../src/sync/engine/events';
import { flushNow, startFlusher } from '../../../src/sync/engine/flusher';
import { refreshCart } from '../../../src/sync/pulls/cart';
import { readCheckoutDraft } from '../../../src/sync/pulls/checkout-snapshot';
import { refreshProduct } from '../../../src/sync/pulls/product-details';
import { COMPANY, DEVICE, useRealApi } from '../support/real-api';

const api = useRealApi({ DEV_ROUTES: '1' });
const P = 1;
let stopFlusher = () => {};
let events: SyncEvent[] = [];
let stopEvents = () => {};

const serverOrders = () => api.get<Order[]>(`/v2/orders/history/${P}`, P);
const serverItems = async () => (await api.get<Cart>(`/v2/cart/${P}`, P)).items.map(({ productId, quantity }) => ({ productId, quantity }));
const localItems = async () =>
  (await userDb().cartItems.where('partnerId').equals(P).sortBy('productId')).map(({ productId, quantity }) => ({ productId, quantity }));
const queuedOrders = async () => (await userDb().outbox.orderBy('seq').toArray()).flatMap((entry) => describeQueuedOrder(entry) ?? []);
const orderPosts = () => api.sent.filter((r) => r.method === 'POST' && r.path === '/v2/orders');

/** The checkout seen online once (its conditions kept), then offline: the cart priced on the device, queued. */
async function finishOffline(): Promise<string> {
  api.setOnline(false);
  const offline = await loadOfflineCheckout(P, api.server.clock.now());
  if (!offline) throw new Error('no offline checkout');
  const request = completeOrderRequest(P, offline.checkout, offline.conditions, choices(offline));
  return queueOrder({ partnerId: P, request, items: offline.checkout.items, payment: offline.checkout.payment });
}

/** 'Boleto 28 dias', the first address, the first date offered. */
function choices({ checkout, conditions }: NonNullable<Awaited<ReturnType<typeof loadOfflineCheckout>>>) {
  const alternativeAddress = checkout.customerAddressList[0]!.alternateAddressId;
  return { ...initialValues(checkout), paymentPlan: 12, alternativeAddress, deliveryDate: conditions.deliveryDates[0]! };
}

async function setPrice(productId: number, price: number) {
  const response = await api.server.app.request(`/api/ecommerce/dev/products/${productId}/price`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, deviceId: DEVICE, 'content-type': 'application/json' },
    body: JSON.stringify({ partnerId: P, price }),
  });
  expect(response.status).toBe(204);
}

beforeEach(async () => {
  events = [];
  stopEvents = onSyncEvent((event) => events.push(event));
  await api.signIn(COMPANY);
  await refreshCart(P);
  for (const id of [1, 2, 3]) await refreshProduct(P, id);
  stopFlusher = startFlusher(commandRegistry);
  // Seen online once: the checkout's conditions stay on the device.
  await setCartQuantity(P, 1, 2, 11);
  await loadCheckout(P);
});

afterEach(() => {
  stopFlusher();
  stopEvents();
});

describe('finishing offline', () => {
  it('queues the order and empties the cart in one transaction: a crash inside it leaves the cart, a reload after it the order', async () => {
    api.setOnline(false);
    await setCartQuantity(P, 2, 3, 21);
    const offline = await loadOfflineCheckout(P, api.server.clock.now());
    const request = completeOrderRequest(P, offline!.checkout, offline!.conditions, choices(offline!));
    const order = { partnerId: P, request, items: offline!.checkout.items, payment: offline!.checkout.payment };
    vi.spyOn(userDb().cartItems, 'bulkDelete').mockRejectedValueOnce(new Error('the battery died'));
    await expect(queueOrder(order)).rejects.toThrow('the battery died');
    expect(await localItems()).toEqual([{ productId: 1, quantity: 2 }, { productId: 2, quantity: 3 }]);
    expect(await queuedOrders()).toEqual([]);

    await queueOrder(order);
    closeUserDb(); // the page reloads
    expect(await localItems()).toEqual([]);
    expect(await queuedOrders()).toMatchObject([{ partnerId: P, itemCount: 2, total: request.expectedTerms!.totalPayment, state: 'waiting' }]);
    expect(request.expectedTerms!.items).toEqual([
      { productId: 1, productPackageId: 11, quantity: 2, unitPrice: offline!.checkout.items[0]!.salesPrice },
      { productId: 2, productPackageId: 21, quantity: 3, unitPrice: offline!.checkout.items[1]!.salesPrice },
    ]);
  });

  it('keeps the delivery address as the checkout listed it: the line the placed order carries', async () => {
    const before = (await serverOrders()).map((order) => order.id);
    await finishOffline();
    const [entry] = await userDb().outbox.where('key').startsWith('order:').toArray();
    const { address } = entry!.command as PlaceOrderCommand;
    expect(address).toMatch(/^.+ - .+, .+\/[A-Z]{2}$/);
    api.setOnline(true);
    await flushNow();
    const placed = (await serverOrders()).filter((order) => !before.includes(order.id));
    expect(placed.map((order) => order.address)).toEqual([address]);
  });

  it('sends cart changes queued before the order first, holds a cart started after it behind it, and places it once', async () => {
    const before = (await serverOrders()).length;
    const sentBefore = api.sent.length;
    api.setOnline(false);
    await setCartQuantity(P, 2, 3, 21);
    await finishOffline();
    await setCartQuantity(P, 3, 1, 31); // a new cart, after the order
    api.setOnline(true);
    await flushNow();
    const writes = api.sent.slice(sentBefore).filter((r) => r.method === 'PUT' || (r.method === 'POST' && r.path === '/v2/orders'));
    expect(writes.map((r) => (r.method === 'PUT' ? `PUT ${JSON.parse(r.body).productId}` : 'ORDER'))).toEqual(['PUT 2', 'ORDER', 'PUT 3']);
    const orders = await serverOrders();
    expect(orders).toHaveLength(before + 1);
    expect(await queuedOrders()).toEqual([]);
    expect(await serverItems()).toEqual([{ productId: 3, quantity: 1 }]);
    expect(await localItems()).toEqual([{ productId: 3, quantity: 1 }]);
    expect(events).toContainEqual({ type: 'toast', text: expect.stringMatching(/^Seu pedido n° \d+, finalizado sem conexão, foi enviado e realizado\.$/) });
  });

  it('keeps a product changed again after the order out of it: the order gets the quantity it showed, the new cart the new one', async () => {
    const before = (await serverOrders()).length;
    const sentBefore = api.sent.length;
    api.setOnline(false);
    await setCartQuantity(P, 2, 3, 21);
    await finishOffline();
    await setCartQuantity(P, 2, 5, 21); // the same product, in the cart started after the order
    api.setOnline(true);
    await flushNow();
    const writes = api.sent.slice(sentBefore).filter((r) => r.method === 'PUT' || (r.method === 'POST' && r.path === '/v2/orders'));
    expect(writes.map((r) => (r.method === 'PUT' ? `PUT ${JSON.parse(r.body).productId}×${JSON.parse(r.body).quantity}` : 'ORDER'))).toEqual(['PUT 2×3', 'ORDER', 'PUT 2×5']);
    expect(await serverOrders()).toHaveLength(before + 1);
    expect(await queuedOrders()).toEqual([]);
    expect(await serverItems()).toEqual([{ productId: 2, quantity: 5 }]);
  });

  it('is \'sending\' while its POST is on its way', async () => {
    await finishOffline();
    api.setOnline(true);
    const held = api.hold(/^\/v2\/orders$/, 1, 'POST');
    const sending = flushNow();
    await held.answered;
    expect((await queuedOrders())[0]?.state).toBe('sending');
    held.release();
    await sending;
    expect(await queuedOrders()).toEqual([]);
  });

  it('sends every try of the order under one idempotency key: an answer lost after the server placed it places nothing more', async () => {
    const before = (await serverOrders()).length;
    await finishOffline();
    api.setOnline(true);
    // The server placed it, but no answer comes back in time: not to the send, nor to the client's three retries.
    const held = api.hold(/^\/v2\/orders$/, 4, 'POST');
    await api.withFakeTimers(flushNow);
    held.release();
    expect(await queuedOrders()).toHaveLength(1);
    await flushNow(); // the next try
    expect(orderPosts()).toHaveLength(5);
    expect(new Set(orderPosts().map((r) => r.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(await serverOrders()).toHaveLength(before + 1);
    expect(await queuedOrders()).toEqual([]);
  });
});

describe('refused on new terms', () => {
  beforeEach(async () => {
    await finishOffline();
    await setPrice(1, 99.9); // the partner changes a price meanwhile
    await setCartQuantity(P, 3, 1, 31); // and a new cart is started
    api.setOnline(true);
  });

  it('places nothing, parks the order for review with the difference and holds the new cart back', async () => {
    const before = (await serverOrders()).length;
    await flushNow();
    expect(await serverOrders()).toHaveLength(before);
    const [entry] = await userDb().outbox.where('key').startsWith('order:').toArray();
    expect(entry!.status).toBe('parked');
    expect((entry!.command as PlaceOrderCommand).refusal?.differences).toContainEqual(expect.objectContaining({ kind: 'price', productId: 1 }));
    expect((await queuedOrders())[0]).toMatchObject({ state: 'review', reason: expect.stringContaining('O pedido mudou') });
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 2 }]);
    expect(events).toContainEqual({ type: 'error', text: 'Um pedido finalizado sem conexão precisa de revisão.' });
    // The server's cart still holds the order: a cart answer does not bring it into the new cart.
    await refreshCart(P);
    expect(await localItems()).toEqual([{ productId: 3, quantity: 1 }]);
    // Nor does the online checkout review it as another order.
    await expect(loadCheckout(P)).rejects.toBeInstanceOf(QueuedOrderWaitingError);
  });

  it('sending with the new terms places one order at the new total, then the new cart follows', async () => {
    const before = (await serverOrders()).length;
    await flushNow();
    const [summary] = await queuedOrders();
    expect(await sendWithNewTerms(summary!.orderId)).toBe(true);
    await flushNow();
    const orders = await serverOrders();
    expect(orders).toHaveLength(before + 1);
    expect(await queuedOrders()).toEqual([]);
    expect(await serverItems()).toEqual([{ productId: 3, quantity: 1 }]);
  });

  it('discarding puts the items back in the cart, beside the new one, on the device and the server', async () => {
    await flushNow();
    const [summary] = await queuedOrders();
    expect(await discardQueuedOrder(summary!.orderId)).toBe(true);
    await flushNow();
    expect(await queuedOrders()).toEqual([]);
    expect(await localItems()).toEqual([{ productId: 1, quantity: 2 }, { productId: 3, quantity: 1 }]);
    expect(await serverItems()).toEqual(await localItems());
  });

  it('discarded while a later order waits behind it: its items leave the server\'s cart before that order, which is placed, then come back', async () => {
    await finishOffline(); // the new cart is finished offline too
    api.setOnline(true);
    const before = (await serverOrders()).length;
    await flushNow();
    const [first, second] = await queuedOrders();
    expect([first!.state, second!.state]).toEqual(['review', 'waiting']);
    expect(await discardQueuedOrder(first!.orderId)).toBe(true);
    await flushNow();
    expect(await serverOrders()).toHaveLength(before + 1);
    expect(await queuedOrders()).toEqual([]);
    expect(await localItems()).toEqual([{ productId: 1, quantity: 2 }]);
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 2 }]);
  });

  it('changing it puts the items back and keeps its choices for the next checkout', async () => {
    await flushNow();
    const [summary] = await queuedOrders();
    expect(await changeQueuedOrder(summary!.orderId)).toBe(true);
    expect(await readCheckoutDraft(userDb(), P)).toMatchObject({ paymentPlan: 12 });
    const { checkout } = await loadCheckout(P);
    expect(checkout.paymentPlan).toBe(12);
    expect(checkout.items.map((i) => i.productId)).toEqual([1, 3]);
    expect(await readCheckoutDraft(userDb(), P)).toBeUndefined();
  });
});
