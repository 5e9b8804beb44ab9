import type { Db } from '../db/client';
import { cartIssues, lockCart } from '../db/queries/cart';
import { refuse } from '../domain/refusal';

export const CART_NOT_FOUND = 'Carrinho não encontrado.';
export const OUTDATED_REGISTRATION = 'Seu cadastro precisa ser atualizado para realizar compras.';

/** Refused as locked (423) while the cart cannot change: the customer's registration is outdated (view-only) or the cart is locked. */
export async function assertCartOpen(db: Db, cart: { id: number; status: string; outdated_registration: boolean }): Promise<void> {
  if (cart.outdated_registration) refuse('locked', OUTDATED_REGISTRATION, { status: 'LOCKED', issues: [] });
  if (cart.status === 'LOCKED') {
    refuse('locked', 'Seu carrinho está bloqueado para alterações.', { status: 'LOCKED', issues: await cartIssues(db, cart.id) });
  }
}

/** The customer's open cart inside a transaction, its row locked until it ends: not found for anyone else's. */
export async function lockOpenCart(tx: Db, cartId: number, customerId: number) {
  const cart = await lockCart(tx, cartId, customerId);
  if (!cart) refuse('not-found', CART_NOT_FOUND);
  await assertCartOpen(tx, cart);
  return cart;
}
