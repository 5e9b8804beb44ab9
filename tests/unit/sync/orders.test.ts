import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../src/api/errors';
import { deleteUserDb, userDb } from '../../../src/db/user-db';
import { setCartQuantity } from '../../../src/sync/commands/cart';
import {
  cancelOrder, discardCartChanges, downloadOrderSummary, enableOrderEdit, fetchBalance, refreshOrderDetail, refreshOrders, repeatOrder,
} from '../../../src/sync/orders';
import { refreshCart } from '../../../src/sync/refresh';
import { DEVICE_ID, json } from '../api/fetch-stub';
import { order, orderDetail, tokenFor } from './fixtures';
import { startOrderingServer, type OrderingServer } from './ordering-server';

const USER = 'orders.tester';
const P = 1;
let server: OrderingServer;

const calls = () => server.calls.map((seen) => seen.call);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('deviceId', DEVICE_ID);
  localStorage.setItem('token', tokenFor(USER));
  localStorage.setItem('partner', String(P));
  server = startOrderingServer();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await deleteUserDb(USER);
});

describe('refreshOrders', () => {
  it("replaces the partner's rows with the server's list and leaves other partners alone", async () => {
    await userDb().orders.bulkPut([{ ...order(1), partnerId: P }, { ...order(2), partnerId: P }, { ...order(9), partnerId: 2 }]);
    server.orders = [order(3), order(1, { status: 'Entregue' })];
    await refreshOrders(P);
    const rows = await userDb().orders.where('partnerId').equals(P).toArray();
    expect(rows.map((row) => [row.id, row.status])).toEqual([[1, 'Entregue'], [3, 'Pendente']]);
    expect(await userDb().orders.get([2, 9])).toBeDefined();
    expect(calls()).toEqual(['GET /v2/orders/history/1']);
  });

  it('keeps what the device holds when the server cannot be reached', async () => {
    await userDb().orders.put({ ...order(1), partnerId: P });
    server.answers.set('GET /v2/orders/history/1', () => { throw new TypeError('Failed to fetch'); });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(refreshOrders(P)).rejects.toMatchObject({ kind: 'network' });
    expect(await userDb().orders.count()).toBe(1);
  });
});

describe('refreshOrderDetail', () => {
  it('stores the detail', async () => {
    server.details = [orderDetail(4, { observations: 'Entregar pela manhã' })];
    await refreshOrderDetail(4);
    expect(await userDb().orderDetails.get(4)).toMatchObject({ number: '104', observations: 'Entregar pela manhã' });
  });

  it('rejects a 404 with its message and drops the stored copy', async () => {
    await userDb().orderDetails.put(orderDetail(4));
    const error = (await refreshOrderDetail(4).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 404, message: 'Pedido 4 não encontrado.' });
    expect(await userDb().orderDetails.get(4)).toBeUndefined();
  });
});

describe('cancelOrder', () => {
  it('on success marks the local order cancelled, with edit and cancel off', async () => {
    await userDb().orders.put({ ...order(5), partnerId: P });
    await userDb().orderDetails.put(orderDetail(5));
    await cancelOrder(P, 5);
    expect(calls()).toEqual(['DELETE /v2/orders/5']);
    expect(await userDb().orders.get([P, 5])).toMatchObject({ status: 'Cancelado', canEdit: false, canCancel: false });
    expect(await userDb().orderDetails.get(5)).toMatchObject({ status: 'Cancelado', canEdit: false });
  });

  it('on failure reloads the list and rethrows the server message', async () => {
    await userDb().orders.put({ ...order(5), partnerId: P });
    server.orders = [order(5, { status: 'Separado', canCancel: false })];
    server.answers.set('DELETE /v2/orders/5', () => json(422, { message: 'Não foi possível cancelar o pedido selecionado.' }));
    await expect(cancelOrder(P, 5)).rejects.toMatchObject({ status: 422, message: 'Não foi possível cancelar o pedido selecionado.' });
    expect(calls()).toEqual(['DELETE /v2/orders/5', 'GET /v2/orders/history/1']);
    expect(await userDb().orders.get([P, 5])).toMatchObject({ status: 'Separado', canCancel: false });
  });
});

describe('enableOrderEdit', () => {
  it("sends queued cart changes first, then writes the order's cart with its number", async () => {
    await refreshCart(P);
    await setCartQuantity(P, 3, 1, 103);
    await expect(enableOrderEdit(P, 5, false)).rejects.toMatchObject({ status: 423 });
    expect(calls().slice(1)).toEqual(['PUT /v2/cart/10/item', 'PUT /v2/orders/5/enableEdit?cleanCurrentCart=false']);

    await enableOrderEdit(P, 5, true);
    expect(calls().at(-1)).toBe('PUT /v2/orders/5/enableEdit?cleanCurrentCart=true');
    expect(await userDb().carts.get(P)).toMatchObject({ id: 10, orderNumber: '105' });
    const items = await userDb().cartItems.where('partnerId').equals(P).toArray();
    expect(items.map((i) => [i.productId, i.quantity])).toEqual([[7, 2]]);
  });

  it('rejects with the 423 body (status, message, issues) and leaves the cart as it was', async () => {
    server.cart.items = [{ productId: 3, quantity: 1, price: 8, productPackageId: 103, issues: [] }];
    await refreshCart(P);
    const error = (await enableOrderEdit(P, 5, false).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(423);
    expect(error.body).toEqual({
      status: 'LOCKED', message: 'Seu carrinho já possui itens.', issues: [{ type: 'WARNING', description: 'O carrinho tem 1 item.' }],
    });
    expect(await userDb().carts.get(P)).toMatchObject({ orderNumber: null });
    expect(await userDb().cartItems.get([P, 3])).toMatchObject({ quantity: 1 });
  });
});

describe('enableOrderEdit on a locked cart', () => {
  it('a 423 that the clean flag does not explain stores the lock and the issues', async () => {
    await refreshCart(P);
    const issues = [{ type: 'IMPEDITIVE', description: 'Pendência financeira' }];
    server.answers.set('PUT /v2/orders/5/enableEdit', () =>
      json(423, { status: 'LOCKED', message: 'Seu carrinho está bloqueado para alterações.', issues }),
    );
    await expect(enableOrderEdit(P, 5, true)).rejects.toMatchObject({ status: 423 });
    expect(await userDb().carts.get(P)).toMatchObject({ status: 'LOCKED', issues, outdatedRegistration: false });
  });

  it('an outdated registration switches the stored cart to view-only', async () => {
    await refreshCart(P);
    server.answers.set('PUT /v2/orders/5/enableEdit', () =>
      json(423, { status: 'LOCKED', message: 'Seu cadastro precisa ser atualizado para realizar compras.', issues: [] }),
    );
    await expect(enableOrderEdit(P, 5, false)).rejects.toMatchObject({ status: 423 });
    expect(await userDb().carts.get(P)).toMatchObject({ status: 'LOCKED', outdatedRegistration: true });
  });

  it('a cart merely in use stays OPEN', async () => {
    server.cart.items = [{ productId: 3, quantity: 1, price: 8, productPackageId: 103, issues: [] }];
    await refreshCart(P);
    await expect(enableOrderEdit(P, 5, false)).rejects.toMatchObject({ status: 423 });
    expect(await userDb().carts.get(P)).toMatchObject({ status: 'OPEN' });
  });
});

describe('repeatOrder', () => {
  it("adds the order's products to the cart in Dexie, with an Idempotency-Key", async () => {
    await repeatOrder(P, 5);
    expect(server.calls[0]).toMatchObject({ call: 'POST /v2/orders/5/repeat', key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await userDb().cartItems.get([P, 7])).toMatchObject({ quantity: 2 });
  });

  it('rejects with the server message', async () => {
    server.answers.set('POST /v2/orders/5/repeat', () => json(404, { message: 'Erro ao adicionar produtos ao carrinho.' }));
    await expect(repeatOrder(P, 5)).rejects.toMatchObject({ status: 404, message: 'Erro ao adicionar produtos ao carrinho.' });
  });
});

describe('discardCartChanges', () => {
  it('deletes the cart on the server and empties it on the device, ending the edit', async () => {
    await enableOrderEdit(P, 5, true);
    await discardCartChanges(P);
    expect(calls()).toContain('DELETE /v2/cart/10');
    expect(await userDb().cartItems.count()).toBe(0);
    expect(await userDb().carts.get(P)).toMatchObject({ id: 10, orderNumber: null });
  });
});

describe('downloadOrderSummary', () => {
  it('saves the PDF as pedido-{number}.pdf', async () => {
    const saved: Array<{ name: string; href: string }> = [];
    // jsdom has no object URLs.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:pdf-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    await downloadOrderSummary(5, '105');
    expect(calls()).toEqual(['GET /v2/orders/generate-order-summary/5']);
    expect(saved).toEqual([{ name: 'pedido-105.pdf', href: 'blob:pdf-1' }]);
    expect(await createObjectURL.mock.calls[0][0].text()).toBe('%PDF-1.4');
  });
});

describe('fetchBalance', () => {
  it("answers the order's credit balance", async () => {
    await expect(fetchBalance(5)).resolves.toEqual({ netTotalAmount: 16 });
    expect(calls()).toEqual(['GET /v2/orders/balance/credit/5']);
  });
});
