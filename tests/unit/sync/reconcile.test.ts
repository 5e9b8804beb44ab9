import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../src/domain/entities/cart';
import type { OutboxCommand, StoredCartItem } from '../../../src/db/user-db';
import {
  coalesce, isExcessiveQuantityMessage, mergeServerCart, rolledBackItem, toStoredProduct,
} from '../../../src/sync/reconcile';
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

describe('coalesce', () => {
  const cart = (quantity: number, previous: CartItem | null): OutboxCommand => ({
    type: 'cart-item', partnerId: 1, productId: 1, quantity, productPackageId: 1, confirmExcessive: false, previous,
  });
  it.each([
    ['nothing queued: the new command', undefined, cart(2, item(1, 1)), cart(2, item(1, 1))],
    ['the latest quantity wins, the confirmed item stays', cart(2, item(1, 1)), cart(5, item(1, 2)), cart(5, item(1, 1))],
    ['an add coalesced keeps "no item" as the previous', cart(1, null), cart(3, item(1, 1)), cart(3, null)],
  ])('%s', (_, queued, next, expected) => expect(coalesce(queued, next)).toEqual(expected));
});

describe('rolledBackItem', () => {
  it.each([
    [null, null],
    [item(1, 0), null],
    [item(1, 2), item(1, 2)],
  ])('%j → %j', (previous, expected) => expect(rolledBackItem(previous)).toEqual(expected));
});

describe('isExcessiveQuantityMessage', () => {
  it.each([
    ['Você selecionou 30 CX de Arroz, deseja continuar?', true],
    ['Você selecionou 30 CX\nde Arroz, deseja continuar? ', true],
    ['Quantidade inválida.', false],
    ['Você selecionou 30 CX de Arroz.', false],
  ])('%j → %s', (message, expected) => expect(isExcessiveQuantityMessage(message)).toBe(expected));
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
