import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../src/domain/entities/cart';
import type { StoredCartItem } from '../../../src/db/user-db';
import { mergeServerCart, toStoredProduct } from '../../../src/sync/pulls/reconcile';
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
