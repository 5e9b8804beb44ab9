// The partner's cart on the device: the server's answer merged with the changes still
// in the outbox, its LOCKED state, and emptying it once the server has.
import { fetchCart } from '../../api/cart';
import type { Issue, Cart } from '../../domain/entities/cart';
import type { ApiErrorBody } from '../../domain/entities/system';
import { userDb, type UserDb } from '../../db/user-db';
import { mergeServerCart } from './reconcile';

/** The 423 message of a customer whose registration is outdated (view-only mode). */
export const OUTDATED_REGISTRATION_MESSAGE = 'Seu cadastro precisa ser atualizado para realizar compras.';

/** Product ids of a partner whose cart item has a change not yet accepted by the server. */
async function pendingCartProductIds(db: UserDb, partnerId: number): Promise<Set<number>> {
  const entries = await db.outbox.toArray();
  return new Set(
    entries
      .map((entry) => entry.command)
      .filter((command) => command.type === 'cart-item' && command.partnerId === partnerId)
      .map((command) => command.productId),
  );
}

/** Writes a cart answer, keeping the items that still have a change in the outbox. */
export async function storeServerCart(db: UserDb, partnerId: number, cart: Cart): Promise<void> {
  await db.transaction('rw', db.carts, db.cartItems, db.outbox, async () => {
    const { items: _items, ...header } = cart;
    await db.carts.put({ ...header, partnerId, fetchedAt: Date.now() });
    const local = await db.cartItems.where('partnerId').equals(partnerId).toArray();
    const merge = mergeServerCart(partnerId, cart, local, await pendingCartProductIds(db, partnerId));
    await db.cartItems.bulkDelete(merge.remove.map((productId) => [partnerId, productId] as [number, number]));
    await db.cartItems.bulkPut(merge.put);
  });
}

export async function refreshCart(partnerId: number): Promise<void> {
  const cart = await fetchCart(partnerId);
  await storeServerCart(userDb(), partnerId, cart);
}

/**
 * A 423 to a cart write: the stored cart takes the server's LOCKED status and issues (and
 * view-only mode for an outdated registration), so every screen disables its purchase
 * controls and the cart screen opens its modals. Nothing to do without a stored cart:
 * the next cart refresh brings the status.
 */
export async function storeCartLock(db: UserDb, partnerId: number, body: ApiErrorBody): Promise<void> {
  const issues = Array.isArray(body.issues) ? (body.issues as Issue[]) : undefined;
  const outdated = body.message === OUTDATED_REGISTRATION_MESSAGE;
  await db.carts.update(partnerId, {
    status: 'LOCKED',
    ...(issues ? { issues } : {}),
    ...(outdated ? { outdatedRegistration: true } : {}),
  });
}

/**
 * The server has emptied the cart (an order finished, or its changes were discarded):
 * nothing of it may be resent or keep showing on a card.
 */
export async function clearLocalCart(db: UserDb, partnerId: number): Promise<void> {
  await db.transaction('rw', [db.carts, db.cartItems, db.outbox, db.lists, db.products], async () => {
    const itemIds = (await db.cartItems.where('partnerId').equals(partnerId).toArray()).map((item) => item.productId);
    const laneIds = (await db.lists.toArray()).filter((list) => list.partnerId === partnerId).flatMap((list) => list.productIds);
    const keys = [...new Set([...itemIds, ...laneIds])].map((id) => [partnerId, id] as [number, number]);
    await db.products.where('[partnerId+id]').anyOf(keys).filter((row) => row.quantity > 0).modify({ quantity: 0 });
    await db.outbox.filter(({ command }) => command.type === 'cart-item' && command.partnerId === partnerId).delete();
    await db.cartItems.where('partnerId').equals(partnerId).delete();
    // The server keeps the cart's id and empties it.
    await db.carts.update(partnerId, { orderNumber: null, issues: [] });
  });
}
