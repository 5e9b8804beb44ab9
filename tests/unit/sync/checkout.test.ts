import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../src/api/errors';
import { deleteUserDb, userDb } from '../../../src/db/user-db';
import type { CompleteOrderRequest } from '../../../src/domain/entities/checkout';
import { finishOrder, loadCheckout, updateCheckout } from '../../../src/sync/checkout';
import { setCartQuantity } from '../../../src/sync/commands/cart';
import { enableOrderEdit } from '../../../src/sync/orders';
import { refreshCart } from '../../../src/sync/refresh';
import { toStoredProduct } from '../../../src/sync/reconcile';
import { DEVICE_ID, json } from '../api/fetch-stub';
import { order, productEntry, tokenFor } from './fixtures';
import { startOrderingServer, type OrderingServer } from './ordering-server';

const USER = 'checkout.tester';
const P = 1;
let server: OrderingServer;

const calls = () => server.calls.map((seen) => seen.call);

const completeOrder: CompleteOrderRequest = {
  cartId: 10, deliveryDate: '2026-05-04', observations: '', partnerId: P, paymentPlan: 1, purchaseOrder: '123',
  alternativeAddress: null, payment: { totalPayment: 1 }, orderIssues: [], couponDTO: null,
};

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('deviceId', DEVICE_ID);
  localStorage.setItem('token', tokenFor(USER));
  localStorage.setItem('partner', String(P));
  server = startOrderingServer();
  await refreshCart(P);
  server.calls = [];
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteUserDb(USER);
});

describe('loadCheckout', () => {
  it('sends queued cart changes, then loads the checkout and the conditions of its cart', async () => {
    await setCartQuantity(P, 3, 2, 103);
    const { checkout, conditions } = await loadCheckout(P);
    expect(calls()).toEqual(['PUT /v2/cart/10/item', 'GET /v2/checkout', 'GET /v2/checkout/10/conditions']);
    expect(checkout.cartId).toBe(10);
    expect(conditions.deliveryDates).toEqual(['2026-05-04']);
  });

  it('rejects with the server message', async () => {
    server.answers.set('GET /v2/checkout', () => json(400, { message: 'Seu carrinho está vazio.' }));
    await expect(loadCheckout(P)).rejects.toMatchObject({ status: 400, message: 'Seu carrinho está vazio.' });
  });
});

describe('updateCheckout', () => {
  it('posts the update to the cart and answers the recomputed checkout', async () => {
    server.answers.set('POST /v2/checkout/v2/10', () => json(200, { cartId: 10, validation: { errors: [{ field: 'coupon', errorMessage: 'Cupom inválido.' }], issues: [] } }));
    const update = { paymentPlan: 1, alternativeAddress: null, deliveryDate: null, purchaseOrder: '', observations: '', partnerId: P, coupon: 'X' };
    const checkout = await updateCheckout(P, 10, update);
    expect(checkout.validation.errors).toEqual([{ field: 'coupon', errorMessage: 'Cupom inválido.' }]);
    expect(server.calls).toEqual([{ call: 'POST /v2/checkout/v2/10', key: null, body: update }]);
  });
});

describe('finishOrder', () => {
  it('sends the Idempotency-Key and the request, then clears the cart and the products on the device', async () => {
    await userDb().products.bulkPut([
      toStoredProduct(P, productEntry(3, { quantity: 2 })),
      toStoredProduct(P, productEntry(4, { quantity: 1 })),
      toStoredProduct(2, productEntry(3, { quantity: 4 })),
    ]);
    await userDb().lists.put({
      partnerId: P, listType: 'SUGGESTIONS', ordination: 'RELEVANCE', productIds: [4], lastPage: true, totalPages: 1, totalElements: 1, filters: [], fetchedAt: 0,
    });
    await setCartQuantity(P, 3, 2, 103);
    server.orders = [order(50)];

    const response = await finishOrder(P, completeOrder, 'finish-key-1');

    expect(response).toMatchObject({ orderId: 50, number: '1050', itemCount: 1 });
    expect(server.calls.slice(0, 2)).toEqual([
      expect.objectContaining({ call: 'PUT /v2/cart/10/item' }),
      { call: 'POST /v2/orders', key: 'finish-key-1', body: completeOrder },
    ]);
    expect(await userDb().cartItems.count()).toBe(0);
    expect(await userDb().outbox.count()).toBe(0);
    expect((await userDb().products.get([P, 3]))?.quantity).toBe(0);
    expect((await userDb().products.get([P, 4]))?.quantity).toBe(0);
    expect((await userDb().products.get([2, 3]))?.quantity).toBe(4);
    await vi.waitFor(async () => expect(await userDb().orders.get([P, 50])).toBeDefined());
    expect(calls()).toEqual(expect.arrayContaining(['GET /v2/cart/1', 'GET /v2/orders/history/1']));
  });

  it('ends the edit of an order: the cart loses its orderNumber', async () => {
    await enableOrderEdit(P, 5, true);
    await finishOrder(P, completeOrder, 'finish-key-2');
    expect(await userDb().carts.get(P)).toMatchObject({ id: 10, orderNumber: null });
  });

  it('a retry with the same key sends the same key and gets the same order', async () => {
    await setCartQuantity(P, 3, 2, 103);
    const first = await finishOrder(P, completeOrder, 'finish-key-3');
    const second = await finishOrder(P, completeOrder, 'finish-key-3');
    expect(second).toEqual(first);
    expect(server.calls.filter((seen) => seen.call === 'POST /v2/orders').map((seen) => seen.key)).toEqual(['finish-key-3', 'finish-key-3']);
  });

  it('rejects with the server body and keeps the cart', async () => {
    await setCartQuantity(P, 3, 2, 103);
    const body = { message: 'O campo de data de entrega é obrigatório.', errors: [{ field: 'deliveryDate', errorMessage: 'O campo de data de entrega é obrigatório.' }] };
    server.answers.set('POST /v2/orders', () => json(400, body));
    const error = (await finishOrder(P, completeOrder, 'finish-key-4').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, body });
    expect(await userDb().cartItems.get([P, 3])).toMatchObject({ quantity: 2 });
  });
});
