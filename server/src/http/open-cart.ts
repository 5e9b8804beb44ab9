import type { Db } from '../db/client';
import { cartIssues, findCart, lockCart } from '../db/queries/cart';
import { fail } from './errors';
import { pathId } from './path-id';

export const CART_NOT_FOUND = 'Carrinho não encontrado.';
export const OUTDATED_REGISTRATION = 'Seu cadastro precisa ser atualizado para realizar compras.';

/** 423 while the cart cannot change: the customer's registration is outdated (view-only) or the cart is locked. */
export async function assertCartOpen(db: Db, cart: { id: number; status: string; outdated_registration: boolean }): Promise<void> {
  if (cart.outdated_registration) fail(423, OUTDATED_REGISTRATION, { status: 'LOCKED', issues: [] });
  if (cart.status === 'LOCKED') {
    fail(423, 'Seu carrinho está bloqueado para alterações.', { status: 'LOCKED', issues: await cartIssues(db, cart.id) });
  }
}

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

/** `openCart` inside a transaction, the cart's row locked until it ends. */
export async function lockOpenCart(tx: Db, cartId: number, customerId: number) {
  const cart = await lockCart(tx, cartId, customerId);
  if (!cart) fail(404, CART_NOT_FOUND);
  await assertCartOpen(tx, cart);
  return cart;
}
