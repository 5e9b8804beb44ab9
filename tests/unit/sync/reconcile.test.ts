// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../src/domain/entities/cart';
import type { StoredCartItem } from '../../../src/db/user-db';
import type { OutboxCommand } from '../../../src/db/user-db';
import { EMPTY_SETTLED_LOG, withSettled, type SettledLog } from '../../../src/sync/engine/settled';
import { localWins, mergeServerCart, toStoredProduct } from '../../../src/sync/pulls/reconcile';
import { emptyCart, productEntry } from './fixtures';

const item = (productId: number, quantity: number): CartItem => ({ productId, quantity, productPackageId: 1, price: 5, issues: [] });
const local = (productId: number, quantity: number): StoredCartItem => ({ ...item(productId, quantity), partnerId: 1 });

describe('mergeServerCart', () => {
  it.each([
    ['server items replace local ones', [item(1, 3)], [local(1, 1)], [], [1], []],
    ['a local item the server lacks is removed', [], [local(2, 4)], [], [], [2]],
    ['a pending item is not overwritten', [item(1, 3)], [local(1, 9)], [1], [], []],
    ['a pending item is not removed', [], [local(2, 4)], [2], [], []],
    ['new server items are added', [item(3, 1)], [], [], [3], []],
  ])('%s', (_, serverItems, localItems, pending, putIds, removeIds) => {
    const merge = mergeServerCart(1, { ...emptyCart(), items: serverItems }, localItems, new Set(pending));
    expect(merge.put.map((row) => row.productId)).toEqual(putIds);
    expect(merge.put.every((row) => row.partnerId === 1)).toBe(true);
    expect(merge.remove).toEqual(removeIds);
  });
});

describe('toStoredProduct', () => {
  it('drops the cart item, adds keys and words, and keeps a pending favorite', () => {
    const entry = productEntry(7, { favorite: false, cartItem: item(7, 2) });
    const row = toStoredProduct(2, entry, true);
    expect(row).toMatchObject({ id: 7, partnerId: 2, categoryId: 1, favorite: true });
    expect(row).not.toHaveProperty('cartItem');
    expect(row.words).toEqual(['feijao', 'carioca', '7', 'camil', 'p7', 'tipo', '1']);
    expect(toStoredProduct(2, entry).favorite).toBe(false);
  });
});

const cartChange = (partnerId: number, productId: number): OutboxCommand => ({
  type: 'cart-item', partnerId, productId, quantity: 1, productPackageId: 1, confirmExcessive: false, previous: null,
});
const favoriteChange = (partnerId: number, productId: number): OutboxCommand => ({ type: 'favorite', partnerId, productId, favorite: true, previous: false });
/** cart item 1 settled at clock 1, favorite 2 at clock 2, cart item 3 of partner 2 at 3, cart item 4 at 4 */
const log: SettledLog = [['cart-item:1:1'], ['favorite:1:2'], ['cart-item:2:3'], ['cart-item:1:4']].reduce(
  (acc, subjects) => withSettled(acc, subjects, 1_000),
  EMPTY_SETTLED_LOG,
);

describe('localWins', () => {
  it.each([
    ['a queued change wins over any answer', 'cart-item', [cartChange(1, 9)], undefined, [9]],
    ['a queued change of another partner or type does not', 'cart-item', [cartChange(2, 9), favoriteChange(1, 8)], undefined, []],
    ['an answer to a write (no clock) overwrites settled changes', 'cart-item', [], undefined, []],
    ['changes settled after the request started win', 'cart-item', [], 0, [1, 4]],
    ['changes settled before it do not', 'cart-item', [], 1, [4]],
    ['a request started after every settlement overwrites', 'cart-item', [], 4, []],
    ['favorites are their own subject', 'favorite', [], 0, [2]],
    ['queued and settled together', 'favorite', [favoriteChange(1, 5)], 1, [5, 2]],
  ] as const)('%s', (_, type, queued, requestedAt, ids) => {
    expect([...localWins(type, 1, queued, log, requestedAt)]).toEqual(ids);
  });
});

describe('withSettled', () => {
  it('ticks once per settlement and forgets subjects settled over an hour ago', () => {
    expect(log.clock).toBe(4);
    expect(log.subjects['cart-item:1:4']).toEqual({ seq: 4, at: 1_000 });
    expect(withSettled(log, [], 2_000)).toBe(log);
    const later = withSettled(log, ['favorite:1:2'], 1_000 + 60 * 60 * 1000);
    expect(later).toEqual({ clock: 5, subjects: { 'favorite:1:2': { seq: 5, at: 1_000 + 60 * 60 * 1000 } } });
  });
});
