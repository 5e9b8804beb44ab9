// The count of changes waiting (the offline banner, signing out): an order finished offline counts once, not once
// more than the cart lines it carries.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeUserDb, deleteUserDb, userDb, type OutboxCommand, type OutboxEntry } from '../../../src/db/user-db';
import { subscribePendingCount } from '../../../src/sync/engine/pending-count';
import { tokenFor } from './fixtures';

const USER = '11222333000181';

const entry = (key: string, command: OutboxCommand): OutboxEntry => ({ key, command, idempotencyKey: key, status: 'pending', updatedAt: 0 });
const cartLine = (partnerId: number, productId: number) =>
  entry(`cart:${partnerId}:${productId}`, { type: 'cart-item', partnerId, productId, quantity: 24, productPackageId: 1, confirmExcessive: false, previous: null });
const favorite = (partnerId: number, productId: number) =>
  entry(`favorite:${partnerId}:${productId}`, { type: 'favorite', partnerId, productId, favorite: true, previous: false });
const order = (partnerId: number) =>
  entry(`order:${partnerId}`, {
    type: 'place-order', partnerId, orderId: `o${partnerId}`, queuedAt: 0, items: [],
    payment: {} as Extract<OutboxCommand, { type: 'place-order' }>['payment'],
    request: {} as Extract<OutboxCommand, { type: 'place-order' }>['request'],
  });

function nextCount(): Promise<number> {
  return new Promise((resolve) => {
    const stop = subscribePendingCount((count) => {
      queueMicrotask(() => stop());
      resolve(count);
    });
  });
}

beforeEach(() => localStorage.setItem('token', tokenFor(USER)));
afterEach(async () => {
  closeUserDb();
  await deleteUserDb(USER);
  localStorage.clear();
});

describe('pending count', () => {
  it("counts a queued order once, without its partner's cart lines before it; favorites, another partner's lines and a cart started after it count", async () => {
    await userDb().outbox.bulkAdd([cartLine(1, 5), favorite(1, 6), cartLine(2, 7), cartLine(1, 8), order(1), cartLine(1, 9)]);
    // the order, the favorite, partner 2's line and the line of the cart started after the order
    expect(await nextCount()).toBe(4);
  });

  it('counts a line before the order that waits for an answer (the order waits for it too)', async () => {
    await userDb().outbox.bulkAdd([{ ...cartLine(1, 5), status: 'parked', parkedMessage: 'Deseja continuar?' }, cartLine(1, 8), order(1)]);
    expect(await nextCount()).toBe(2);
  });
});
