// @vitest-environment node
// The cart-item command's own rules, as table tests.
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../src/domain/entities/cart';
import { cartItemCommand, isExcessiveQuantityMessage, rolledBackItem } from '../../../src/sync/commands/cart-item';
import type { CommandOf } from '../../../src/sync/engine/command';

const item = (productId: number, quantity: number): CartItem => ({ productId, quantity, productPackageId: 1, price: 5, issues: [] });

describe('coalesce', () => {
  const cart = (quantity: number, previous: CartItem | null): CommandOf<'cart-item'> => ({
    type: 'cart-item', partnerId: 1, productId: 1, quantity, productPackageId: 1, confirmExcessive: false, previous,
  });
  it.each([
    ['the latest quantity wins, the confirmed item stays', cart(2, item(1, 1)), cart(5, item(1, 2)), cart(5, item(1, 1))],
    ['an add coalesced keeps "no item" as the previous', cart(1, null), cart(3, item(1, 1)), cart(3, null)],
  ])('%s', (_, queued, next, expected) => expect(cartItemCommand.coalesce(queued, next)).toEqual(expected));
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
