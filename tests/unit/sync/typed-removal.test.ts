// A '0' typed in a cart quantity field, the page gone (reload, closed tab) before the field was
// left: the next start removes the item, and the server's cart follows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../src/domain/entities/cart';
import { closeUserDb, userDb } from '../../../src/db/user-db';
import { setCartQuantity } from '../../../src/sync/commands/cart-item';
import { commandRegistry } from '../../../src/sync/commands/registry';
import { noteTypedRemoval, typedRemovalLeft } from '../../../src/sync/commands/typed-removal';
import { startSync } from '../../../src/sync/commands/user-commands';
import { flushNow, startFlusher } from '../../../src/sync/engine/flusher';
import { refreshCart } from '../../../src/sync/pulls/cart';
import { useRealApi } from '../support/real-api';

const api = useRealApi();
const P = 1;
const serverItems = async () => (await api.get<Cart>(`/v2/cart/${P}`, P)).items.map(({ productId, quantity }) => ({ productId, quantity }));

beforeEach(async () => {
  await api.signIn();
  await refreshCart(P);
});

// `startSync` starts the one flusher; asking for it again hands back its stop.
afterEach(() => startFlusher(commandRegistry)());

describe("a '0' typed before the page went away", () => {
  it('removes the item at the next start and sends the removal', async () => {
    const stop = startFlusher(commandRegistry);
    await setCartQuantity(P, 1, 4, 11);
    await flushNow();
    stop();
    noteTypedRemoval({ partnerId: P, productId: 1, productPackageId: 11 });

    closeUserDb(); // the page reloads
    startSync();
    await vi.waitFor(async () => expect(await userDb().cartItems.get([P, 1])).toBeUndefined());
    expect(typedRemovalLeft()).toBeNull();
    await flushNow();
    expect(await serverItems()).toEqual([]);
  });

  it('leaves alone an item no longer in the cart, and another user', async () => {
    noteTypedRemoval({ partnerId: P, productId: 2, productPackageId: 21 });
    const noted = JSON.parse(localStorage.getItem('typedRemoval')!) as Record<string, unknown>;
    localStorage.setItem('typedRemoval', JSON.stringify({ ...noted, user: 'outra.pessoa' }));
    expect(typedRemovalLeft()).toBeNull();
    localStorage.setItem('typedRemoval', JSON.stringify(noted));
    startSync();
    await vi.waitFor(() => expect(typedRemovalLeft()).toBeNull());
    expect(await userDb().outbox.count()).toBe(0);
  });
});
