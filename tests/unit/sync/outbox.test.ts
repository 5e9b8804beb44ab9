// The outbox against the real API: what the server holds after a flush, not which calls
// a fake recorded (except where the number of requests is the behaviour).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../src/domain/entities/cart';
import type { ProductListPage } from '../../../src/domain/entities/catalogue';
import { closeUserDb, userDb } from '../../../src/db/user-db';
import { cancelExcessive, confirmExcessive, setCartQuantity } from '../../../src/sync/commands/cart-item';
import { toggleFavorite } from '../../../src/sync/commands/favorite';
import { commandRegistry } from '../../../src/sync/commands/registry';
import { onSyncEvent, type SyncEvent } from '../../../src/sync/engine/events';
import { flushNow, startFlusher } from '../../../src/sync/engine/flusher';
import { refreshCart } from '../../../src/sync/pulls/cart';
import { refreshHome } from '../../../src/sync/pulls/home';
import { useRealApi } from '../support/real-api';

const api = useRealApi();
const P = 1;
const LOCKED_CART = { username: 'carrinho.travado', code: '318274' };
const OUTDATED = { username: 'cadastro.antigo', code: '975310' };
let events: SyncEvent[] = [];
let stopEvents = () => {};
let stopFlusher = () => {};

const item = (productId: number) => userDb().cartItems.get([P, productId]);
const pending = () => userDb().outbox.count();
const serverItems = async () =>
  (await api.get<Cart>(`/v2/cart/${P}`, P)).items.map(({ productId, quantity, productPackageId }) => ({ productId, quantity, productPackageId }));
const localItems = async () =>
  (await userDb().cartItems.where('partnerId').equals(P).sortBy('productId')).map(({ productId, quantity, productPackageId }) => ({ productId, quantity, productPackageId }));
const cartWrites = () => api.calls().filter((call) => /^(PUT|DELETE) \/v2\/cart\/\d+\/item/.test(call));

async function start(who?: { username: string; code: string }) {
  await api.signIn(who);
  await refreshCart(P);
  stopFlusher = startFlusher(commandRegistry);
}

beforeEach(() => {
  events = [];
  stopEvents = onSyncEvent((event) => events.push(event));
});

afterEach(() => {
  stopFlusher();
  stopEvents();
});

describe('cart outbox', () => {
  beforeEach(() => start());

  it('sends ten quick changes as one PUT with the last quantity', async () => {
    for (let quantity = 1; quantity <= 10; quantity += 1) await setCartQuantity(P, 1, quantity, 11);
    expect((await item(1))?.quantity).toBe(10);
    // Sent once the 400 ms window after the last tap has passed.
    await vi.waitFor(() => expect(events).toEqual([{ type: 'toast', text: 'Quantidade atualizada!' }]), { timeout: 3000 });
    expect(await pending()).toBe(0);
    expect(cartWrites()).toHaveLength(1);
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 10, productPackageId: 11 }]);
  });

  it('flushes at once on blur', async () => {
    await setCartQuantity(P, 2, 3, 21);
    await flushNow();
    expect(await serverItems()).toEqual([{ productId: 2, quantity: 3, productPackageId: 21 }]);
  });

  it('keeps changes made offline through a reload and replays them in order, once', async () => {
    api.setOnline(false);
    await setCartQuantity(P, 1, 2, 11);
    await setCartQuantity(P, 2, 4, 21);
    await setCartQuantity(P, 1, 3, 11);
    await setCartQuantity(P, 3, 1, 31);
    await flushNow();
    expect(cartWrites()).toHaveLength(0);

    closeUserDb(); // the page reloads: a fresh connection to the same database
    expect(await pending()).toBe(3);
    expect((await item(1))?.quantity).toBe(3);

    api.setOnline(true);
    await flushNow();
    expect(cartWrites().map((call) => call.split(' ')[0])).toEqual(['PUT', 'PUT', 'PUT']);
    expect(api.sent.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body).productId)).toEqual([1, 2, 3]);
    expect(await serverItems()).toEqual(await localItems());
    expect((await serverItems()).map((i) => i.quantity)).toEqual([3, 4, 1]);
    expect(await pending()).toBe(0);
  });

  it('does not let a server cart overwrite an item with a pending change', async () => {
    await setCartQuantity(P, 1, 1, 11);
    await flushNow();
    api.setOnline(false);
    await setCartQuantity(P, 1, 9, 11);
    api.setOnline(true);
    await refreshCart(P);
    expect((await item(1))?.quantity).toBe(9);
    await flushNow();
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 9, productPackageId: 11 }]);
  });

  it('rolls back a rejected change and shows the server message', async () => {
    await setCartQuantity(P, 2, 2, 21);
    await flushNow();
    events = [];
    await setCartQuantity(P, 2, 6, 99); // a package the product does not have
    await flushNow();
    expect((await item(2))?.quantity).toBe(2);
    expect(await pending()).toBe(0);
    expect(events).toEqual([{ type: 'error', text: 'Embalagem não encontrada para este produto.' }]);
    expect(await serverItems()).toEqual(await localItems());
  });

  it('keeps the change after a server failure, says so once, and sends it later', async () => {
    api.fail(/^\/v2\/cart\/\d+\/item$/, 503, 4); // the first send and the client's three retries
    await setCartQuantity(P, 1, 2, 11);
    await api.withFakeTimers(flushNow); // past the client's backoff: 1 s, 2 s, 4 s
    expect(events).toEqual([{ type: 'error', text: 'Não foi possível realizar a operação, tente novamente.' }]);
    expect((await item(1))?.quantity).toBe(2);
    expect(await pending()).toBe(1);
    await flushNow();
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 2, productPackageId: 11 }]);
    expect(await pending()).toBe(0);
    expect(events.filter((event) => event.type === 'error')).toHaveLength(1);
  });

  it('parks an excessive quantity until confirmed, then resends it with the confirmation', async () => {
    await setCartQuantity(P, 1, 30, 11);
    await flushNow();
    expect(events).toEqual([{ type: 'excessive', partnerId: P, productId: 1, message: expect.stringMatching(/^Você selecionou 30 .*, deseja continuar\?$/) }]);
    await flushNow();
    expect(cartWrites()).toHaveLength(1);
    expect(await pending()).toBe(1);
    expect(await serverItems()).toEqual([]);

    await confirmExcessive(P, 1);
    await flushNow();
    expect(JSON.parse(api.sent.filter((r) => r.method === 'PUT').at(-1)!.body)).toMatchObject({ quantity: 30, confirmationExcessiveQuantity: true });
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 30, productPackageId: 11 }]);
    expect(JSON.parse(localStorage.getItem('excessiveProducts')!)).toEqual({ 'cart:1:1': 30 });
  });

  it('asks again above the quantity confirmed for the product, not up to it', async () => {
    localStorage.removeItem('excessiveProducts');
    await setCartQuantity(P, 1, 30, 11);
    await flushNow();
    await confirmExcessive(P, 1);
    await flushNow();
    events = [];

    await setCartQuantity(P, 1, 25, 11);
    await flushNow();
    expect(events.filter((event) => event.type === 'excessive')).toEqual([]);
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 25, productPackageId: 11 }]);

    await setCartQuantity(P, 1, 31, 11);
    await flushNow();
    expect(events.filter((event) => event.type === 'excessive')).toEqual([
      { type: 'excessive', partnerId: P, productId: 1, message: expect.stringMatching(/^Você selecionou 31 .*, deseja continuar\?$/) },
    ]);
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 25, productPackageId: 11 }]);
    await confirmExcessive(P, 1);
    await flushNow();
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 31, productPackageId: 11 }]);
    expect(JSON.parse(localStorage.getItem('excessiveProducts')!)).toEqual({ 'cart:1:1': 31 });
  });

  it('asks again for a product remembered in the earlier format, which kept no quantity', async () => {
    localStorage.setItem('excessiveProducts', '["cart:1:1"]');
    await setCartQuantity(P, 1, 30, 11);
    await flushNow();
    expect(events.map((event) => event.type)).toEqual(['excessive']);
  });

  it('reverts an excessive quantity the user cancels', async () => {
    await setCartQuantity(P, 1, 3, 11);
    await flushNow();
    await setCartQuantity(P, 1, 40, 11);
    await flushNow();
    await cancelExcessive(P, 1);
    expect((await item(1))?.quantity).toBe(3);
    expect(await pending()).toBe(0);
    expect(await serverItems()).toEqual(await localItems());
  });

  describe('a product with a change on each side of a queued order', () => {
    /** The product's change made before the order (sent first), and the parked one that asked, made after it. */
    async function twoEntries() {
      api.setOnline(false);
      await setCartQuantity(P, 1, 2, 11);
      const [{ seq: _seq, ...before }] = await userDb().outbox.toArray();
      const parked = { ...before, idempotencyKey: 'depois-do-pedido', status: 'parked' as const, parkedMessage: 'Você selecionou 30 …' };
      await userDb().outbox.add({ ...parked, command: { ...before.command, quantity: 30 } as typeof before.command });
    }
    const entries = async () =>
      (await userDb().outbox.orderBy('seq').toArray()).map(({ status, command }) => ({
        status,
        quantity: 'quantity' in command ? command.quantity : undefined,
        confirmed: 'confirmExcessive' in command ? command.confirmExcessive : undefined,
      }));

    it("'Sim' confirms the entry that asked, not the product's other change", async () => {
      await twoEntries();
      await confirmExcessive(P, 1);
      expect(await entries()).toEqual([
        { status: 'pending', quantity: 2, confirmed: false },
        { status: 'pending', quantity: 30, confirmed: true },
      ]);
    });

    it("'Não' drops the entry that asked and keeps the product's other change", async () => {
      await twoEntries();
      await cancelExcessive(P, 1);
      expect(await entries()).toEqual([{ status: 'pending', quantity: 2, confirmed: false }]);
    });
  });

  it('removes at 0 with an undo that restores the previous quantity', async () => {
    await setCartQuantity(P, 1, 4, 11);
    await flushNow();
    events = [];
    await setCartQuantity(P, 1, 0, 11);
    expect(await item(1)).toBeUndefined();
    const toast = events[0];
    expect(toast).toMatchObject({ type: 'toast', text: 'Item removido!' });
    await flushNow();
    expect(await serverItems()).toEqual([]);
    if (toast?.type === 'toast') toast.undo?.();
    await vi.waitFor(async () => expect((await item(1))?.quantity).toBe(4));
    await flushNow();
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 4, productPackageId: 11 }]);
  });

  it('pauses on a 401 without dropping the change', async () => {
    api.fail(/^\/v2\/cart\/\d+\/item$/, 401);
    await setCartQuantity(P, 1, 2, 11);
    await flushNow();
    expect(localStorage.getItem('token')).toBeNull(); // any 401 signs out
    await flushNow();
    expect(cartWrites()).toHaveLength(1);
    expect(await pending()).toBe(1);
    expect((await item(1))?.quantity).toBe(2);
  });

  it('asks again after a reload about an excessive quantity left unanswered', async () => {
    await setCartQuantity(P, 1, 25, 11);
    await flushNow();
    stopFlusher();
    closeUserDb();
    events = [];
    stopFlusher = startFlusher(commandRegistry);
    await vi.waitFor(() =>
      expect(events).toEqual([{ type: 'excessive', partnerId: P, productId: 1, message: expect.stringMatching(/^Você selecionou 25 /) }]),
    );
  });
});

describe('a cart the server locks', () => {
  it('a 423 stores the cart as LOCKED with the issues, besides rolling back', async () => {
    await start(LOCKED_CART);
    const before = await localItems();
    const [{ productId, productPackageId }] = before;
    await setCartQuantity(P, productId, 9, productPackageId);
    await flushNow();
    expect(await localItems()).toEqual(before);
    const cart = await userDb().carts.get(P);
    expect(cart).toMatchObject({ status: 'LOCKED', outdatedRegistration: false });
    expect(cart?.issues.length).toBeGreaterThan(0);
    expect(events).toEqual([{ type: 'error', text: expect.any(String) }]);
  });

  it('a 423 for an outdated registration switches the stored cart to view-only', async () => {
    await start(OUTDATED);
    await setCartQuantity(P, 1, 2, 11);
    await flushNow();
    expect(await item(1)).toBeUndefined();
    expect(await userDb().carts.get(P)).toMatchObject({ status: 'LOCKED', outdatedRegistration: true });
    expect(events).toEqual([{ type: 'error', text: 'Seu cadastro precisa ser atualizado para realizar compras.' }]);
  });
});

describe('favorites', () => {
  beforeEach(async () => {
    await start();
    await refreshHome(P);
  });

  const favoriteIds = async () =>
    (await api.get<ProductListPage>('/purchase/types/FAVORITES?page=0&size=100', P)).items.map((entry) => entry.product.id);
  const someProduct = async () => (await userDb().products.where('partnerId').equals(P).first())!;

  it('applies at once and sends without waiting for a coalescing window', async () => {
    const product = await someProduct();
    const toggle = toggleFavorite(P, product.id);
    await toggle;
    expect((await userDb().products.get([P, product.id]))?.favorite).toBe(!product.favorite);
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 1000 });
    expect((await favoriteIds()).includes(product.id)).toBe(!product.favorite);
  });

  it('rolls back and says so when the server refuses', async () => {
    const product = await someProduct();
    api.fail(/^\/products\/favorites\//, 404);
    await toggleFavorite(P, product.id);
    await flushNow();
    expect((await userDb().products.get([P, product.id]))?.favorite).toBe(product.favorite);
    expect(events).toEqual([{ type: 'error', text: 'Não foi possivel completar essa interação.' }]);
    expect((await favoriteIds()).includes(product.id)).toBe(product.favorite);
  });

  it('keeps the toggle after a server failure, says so once, and sends it later', async () => {
    const product = await someProduct();
    api.fail(/^\/products\/favorites\//, 503, 4); // the first send and the client's three retries
    await toggleFavorite(P, product.id);
    await api.withFakeTimers(flushNow);
    expect((await userDb().products.get([P, product.id]))?.favorite).toBe(!product.favorite);
    expect(events).toEqual([{ type: 'error', text: 'Não foi possivel completar essa interação.' }]);
    await flushNow();
    expect(await pending()).toBe(0);
    expect(api.calls().filter((call) => call.includes('/products/favorites/'))).toHaveLength(5);
    expect((await favoriteIds()).includes(product.id)).toBe(!product.favorite);
    expect((await userDb().products.get([P, product.id]))?.favorite).toBe(!product.favorite);
  });

  it('waits for the connection when offline', async () => {
    const product = await someProduct();
    api.setOnline(false);
    await toggleFavorite(P, product.id);
    await flushNow();
    expect(await pending()).toBe(1);
    api.setOnline(true);
    await flushNow();
    expect(await pending()).toBe(0);
    expect((await favoriteIds()).includes(product.id)).toBe(!product.favorite);
  });
});

describe('a refresh read before a change was sent', () => {
  beforeEach(async () => {
    await start();
    await refreshHome(P);
  });

  const lanes = /^\/purchase\/types\//;

  it('does not flip a favorite back when the toggle settles while the home answers are on their way', async () => {
    const lane = await userDb().lists.get([P, 'LAST_PURCHASES', 'RELEVANCE']);
    const id = lane!.productIds[0]!;
    const before = (await userDb().products.get([P, id]))!.favorite;
    const held = api.hold(lanes, 5, 'GET');
    const refresh = refreshHome(P);
    await held.answered; // the server answered with the old favorite
    await toggleFavorite(P, id);
    await vi.waitFor(async () => expect(await pending()).toBe(0)); // sent and settled
    held.release();
    await refresh;
    expect((await userDb().products.get([P, id]))?.favorite).toBe(!before);
    const favorites = (await api.get<ProductListPage>('/purchase/types/FAVORITES?page=0&size=100', P)).items.map((e) => e.product.id);
    expect(favorites.includes(id)).toBe(!before);
    // The next refresh reads the server after the toggle and agrees.
    await refreshHome(P);
    expect((await userDb().products.get([P, id]))?.favorite).toBe(!before);
  });

  it('does not undo a cart change sent while the cart answer is on its way', async () => {
    const held = api.hold(/^\/v2\/cart\/\d+$/, 1, 'GET');
    const refresh = refreshCart(P);
    await held.answered; // the server answered with the item absent
    await setCartQuantity(P, 1, 3, 11);
    await flushNow();
    expect(await pending()).toBe(0);
    held.release();
    await refresh;
    expect((await item(1))?.quantity).toBe(3);
    expect(await serverItems()).toEqual([{ productId: 1, quantity: 3, productPackageId: 11 }]);
    await refreshCart(P);
    expect(await localItems()).toEqual(await serverItems());
  });

  it('does not bring back a removed item', async () => {
    await setCartQuantity(P, 2, 4, 21);
    await flushNow();
    const held = api.hold(/^\/v2\/cart\/\d+$/, 1, 'GET');
    const refresh = refreshCart(P);
    await held.answered; // the server answered with the item in the cart
    await setCartQuantity(P, 2, 0, 21);
    await flushNow();
    held.release();
    await refresh;
    expect(await item(2)).toBeUndefined();
    expect(await serverItems()).toEqual([]);
  });
});
