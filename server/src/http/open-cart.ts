import type { Db } from '../db/client';
import { findCart } from '../db/queries/cart';
import { assertCartOpen, CART_NOT_FOUND } from '../services/open-cart';
import { fail } from './errors';
import { pathId } from './path-id';

/** The customer's cart by path id: 404 for anyone else's. */
export async function ownCart(db: Db, cartIdText: string | number, customerId: number) {
  const cart = await findCart(db, typeof cartIdText === 'number' ? cartIdText : pathId(cartIdText, CART_NOT_FOUND), customerId);
  if (!cart) fail(404, CART_NOT_FOUND);
  return cart;
}

export async function openCart(db: Db, cartIdText: string | number, customerId: number) {
  const cart = await ownCart(db, cartIdText, customerId);
  await assertCartOpen(db, cart);
  return cart;
}
