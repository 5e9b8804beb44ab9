import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { closeUserDb, deleteUserDb, userDb } from '../../../src/db/user-db';
import { onSyncEvent, type SyncEvent } from '../../../src/sync/events';
import { cancelExcessive, confirmExcessive, flushNow, setCartQuantity } from '../../../src/sync/commands/cart';
import { startFlusher } from '../../../src/sync/flusher';
import { pendingCountQuery } from '../../../src/sync/outbox';
import { refreshCart } from '../../../src/sync/refresh';
import { resetServer, server } from './fake-api';
import { tokenFor } from './fixtures';

vi.mock('../../../src/api/cart', async () => (await import('./fake-api')).cartApi);
vi.mock('../../../src/api/catalogue', async () => (await import('./fake-api')).catalogueApi);

const USER = 'cart.tester';
const P = 1;
let events: SyncEvent[] = [];
let stopEvents = () => {};
let stopFlusher = () => {};

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

const item = (productId: number) => userDb().cartItems.get([P, productId]);

beforeEach(async () => {
  resetServer();
  localStorage.clear();
  localStorage.setItem('token', tokenFor(USER));
  events = [];
  stopEvents = onSyncEvent((event) => events.push(event));
  setOnline(true);
  stopFlusher = startFlusher();
  await refreshCart(P);
});

afterEach(async () => {
  stopFlusher();
  stopEvents();
  vi.restoreAllMocks();
  await deleteUserDb(USER);
});

describe('cart outbox', () => {
  it('sends ten quick changes as one PUT with the last quantity', async () => {
    for (let quantity = 1; quantity <= 10; quantity += 1) await setCartQuantity(P, 5, quantity, 105);
    expect((await item(5))?.quantity).toBe(10);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1), { timeout: 2000 });
    await flushNow();
    expect(server.calls[0].body).toEqual({ productId: 5, quantity: 10, productPackageId: 105, confirmationExcessiveQuantity: false });
    expect(await pendingCountQuery()()).toBe(0);
    expect(events).toEqual([{ type: 'toast', text: 'Quantidade atualizada!' }]);
  });

  it('flushes at once on blur', async () => {
    await setCartQuantity(P, 5, 3, 105);
    await flushNow();
    expect(server.calls.map((call) => call.body?.quantity)).toEqual([3]);
  });

  it('keeps changes made offline through a reload and replays them in order, once', async () => {
    setOnline(false);
    await setCartQuantity(P, 5, 2, 105);
    await setCartQuantity(P, 6, 4, 106);
    await setCartQuantity(P, 5, 3, 105);
    await setCartQuantity(P, 7, 1, 107);
    await flushNow();
    expect(server.calls).toHaveLength(0);

    closeUserDb(); // the page reloads: a fresh connection to the same database
    expect(await pendingCountQuery()()).toBe(3);
    expect((await item(5))?.quantity).toBe(3);

    setOnline(true);
    await flushNow();
    await flushNow();
    expect(server.calls.map((call) => [call.body?.productId, call.body?.quantity])).toEqual([[5, 3], [6, 4], [7, 1]]);
    expect(server.cart.items.map((i) => i.quantity)).toEqual([3, 4, 1]);
    expect(await pendingCountQuery()()).toBe(0);
  });

  it('does not let a server cart overwrite an item with a pending change', async () => {
    server.cart.items = [{ productId: 5, quantity: 1, productPackageId: 105, price: 8, issues: [] }];
    setOnline(false);
    await setCartQuantity(P, 5, 9, 105);
    await refreshCart(P);
    expect((await item(5))?.quantity).toBe(9);
  });

  it('rolls back a rejected change and shows the server message', async () => {
    await setCartQuantity(P, 5, 2, 105);
    await flushNow();
    events = [];
    server.failures.push(new ApiError(423, { status: 'LOCKED', message: 'Carrinho bloqueado para alterações.' }));
    await setCartQuantity(P, 5, 6, 105);
    await flushNow();
    expect((await item(5))?.quantity).toBe(2);
    expect(await pendingCountQuery()()).toBe(0);
    expect(events).toEqual([{ type: 'error', text: 'Carrinho bloqueado para alterações.' }]);
  });

  it('a 423 stores the cart as LOCKED with the issues, besides rolling back', async () => {
    const issues = [{ type: 'IMPEDITIVE', description: '<b>Pendência financeira</b>' }];
    server.failures.push(new ApiError(423, { status: 'LOCKED', message: 'Seu carrinho está bloqueado para alterações.', issues }));
    await setCartQuantity(P, 5, 6, 105);
    await flushNow();
    expect(await item(5)).toBeUndefined();
    const cart = await userDb().carts.get(P);
    expect(cart).toMatchObject({ status: 'LOCKED', issues, outdatedRegistration: false });
  });

  it('a 423 for an outdated registration switches the stored cart to view-only', async () => {
    server.failures.push(
      new ApiError(423, { status: 'LOCKED', message: 'Seu cadastro precisa ser atualizado para realizar compras.', issues: [] }),
    );
    await setCartQuantity(P, 5, 6, 105);
    await flushNow();
    expect(await userDb().carts.get(P)).toMatchObject({ status: 'LOCKED', issues: [], outdatedRegistration: true });
    expect(events).toEqual([{ type: 'error', text: 'Seu cadastro precisa ser atualizado para realizar compras.' }]);
  });

  it('keeps the change after a server failure, says so, and sends it later', async () => {
    server.failures.push(new ApiError(503, { message: '' }));
    await setCartQuantity(P, 5, 2, 105);
    await flushNow();
    expect(events).toEqual([{ type: 'error', text: 'Não foi possível realizar a operação, tente novamente.' }]);
    expect((await item(5))?.quantity).toBe(2);
    expect(await pendingCountQuery()()).toBe(1);
    await flushNow();
    expect(server.cart.items).toHaveLength(1);
    expect(await pendingCountQuery()()).toBe(0);
  });

  it('parks an excessive quantity until confirmed, then resends it with the confirmation', async () => {
    await setCartQuantity(P, 5, 30, 105);
    await flushNow();
    expect(events).toEqual([
      { type: 'excessive', partnerId: P, productId: 5, message: 'Você selecionou 30 CX de Feijão, deseja continuar?' },
    ]);
    await flushNow();
    expect(server.calls).toHaveLength(1);
    expect(await pendingCountQuery()()).toBe(1);

    await confirmExcessive(P, 5);
    await flushNow();
    expect(server.calls[1].body).toMatchObject({ quantity: 30, confirmationExcessiveQuantity: true });
    expect((await item(5))?.quantity).toBe(30);
    expect(localStorage.getItem('excessiveProducts')).toBe('["cart:1:5"]');
  });

  it('reverts an excessive quantity the user cancels', async () => {
    await setCartQuantity(P, 5, 3, 105);
    await flushNow();
    await setCartQuantity(P, 5, 40, 105);
    await flushNow();
    await cancelExcessive(P, 5);
    expect((await item(5))?.quantity).toBe(3);
    expect(await pendingCountQuery()()).toBe(0);
  });

  it('removes at 0 with an undo that restores the previous quantity', async () => {
    await setCartQuantity(P, 5, 4, 105);
    await flushNow();
    events = [];
    await setCartQuantity(P, 5, 0, 105);
    expect(await item(5)).toBeUndefined();
    const toast = events[0];
    expect(toast).toMatchObject({ type: 'toast', text: 'Item removido!' });
    await flushNow();
    expect(server.calls.at(-1)?.method).toBe('DELETE');
    if (toast.type === 'toast') toast.undo?.();
    await vi.waitFor(async () => expect((await item(5))?.quantity).toBe(4));
    await flushNow();
    expect(server.calls.at(-1)?.body?.quantity).toBe(4);
  });

  it('pauses on a 401 without dropping the change', async () => {
    server.failures.push(new ApiError(401, { message: 'Sessão expirada. Entre novamente.' }));
    await setCartQuantity(P, 5, 2, 105);
    await flushNow();
    localStorage.removeItem('token'); // what the client does on any 401
    await flushNow();
    expect(server.calls).toHaveLength(1);
    expect(await pendingCountQuery()()).toBe(1);
    expect((await item(5))?.quantity).toBe(2);
  });
});

describe('after a reload', () => {
  it('asks again about an excessive quantity left unanswered', async () => {
    await setCartQuantity(P, 5, 25, 105);
    await flushNow();
    stopFlusher();
    closeUserDb();
    events = [];
    stopFlusher = startFlusher();
    await vi.waitFor(() =>
      expect(events).toEqual([
        { type: 'excessive', partnerId: P, productId: 5, message: 'Você selecionou 25 CX de Feijão, deseja continuar?' },
      ]),
    );
  });
});
