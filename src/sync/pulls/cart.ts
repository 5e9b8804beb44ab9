// The partner's cart on the device: the server's answer merged with the changes still
// in the outbox, its LOCKED state, and emptying it once the server has.
import { fetchCart } from '../../api/cart';
import type { Issue, Cart } from '../../domain/entities/cart';
import type { ApiErrorBody } from '../../domain/entities/system';
import { userDb, type UserDb } from '../../db/user-db';
import { noteSyncedIfNoneQueued } from '../engine/last-sync';
import { commandSubject, markSettled, readSettledLog, settledClock } from '../engine/settled';
import { localWins, mergeServerCart } from './reconcile';

/** The 423 message of a customer whose registration is outdated (view-only mode). */
export const OUTDATED_REGISTRATION_MESSAGE = 'Seu cadastro precisa ser atualizado para realizar compras.';

/**
 * Writes a cart answer, keeping the items that still have a change in the outbox and,
 * given `requestedAt` (`settledClock` before the request), those whose change settled
 * after the request started. With nothing of the partner waiting, the device and the
 * server now agree: the partner's last sync.
 */
export async function storeServerCart(db: UserDb, partnerId: number, cart: Cart, requestedAt?: number): Promise<void> {
  await db.transaction('rw', db.carts, db.cartItems, db.outbox, db.meta, async () => {
    const { items: _items, ...header } = cart;
    await db.carts.put({ ...header, partnerId, fetchedAt: Date.now() });
    const queued = (await db.outbox.toArray()).map((entry) => entry.command);
    await noteSyncedIfNoneQueued(db, partnerId, queued);
    // The server's cart holds a queued order's items until it is placed: the device's cart is the one started since.
    if (queued.some((command) => command.type === 'place-order' && command.partnerId === partnerId)) return;
    const local = await db.cartItems.where('partnerId').equals(partnerId).toArray();
    const keep = localWins('cart-item', partnerId, queued, await readSettledLog(db), requestedAt);
    const merge = mergeServerCart(partnerId, cart, local, keep);
    await db.cartItems.bulkDelete(merge.remove.map((productId) => [partnerId, productId] as [number, number]));
    await db.cartItems.bulkPut(merge.put);
  });
}

export async function refreshCart(partnerId: number): Promise<void> {
  const db = userDb();
  const requestedAt = await settledClock(db);
  const cart = await fetchCart(partnerId);
  await storeServerCart(db, partnerId, cart, requestedAt);
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
 * nothing of it may be resent or keep showing on a card. Given `sentAt` (`settledClock`
 * when the order was sent), a product changed since (queued, or settled after it) keeps
 * its item and its change: the order may have left it out.
 */
export async function clearLocalCart(db: UserDb, partnerId: number, sentAt?: number): Promise<void> {
  await db.transaction('rw', [db.carts, db.cartItems, db.outbox, db.lists, db.products, db.meta], async () => {
    const queued = (await db.outbox.toArray()).map((entry) => entry.command);
    const kept = sentAt === undefined ? new Set<number>() : localWins('cart-item', partnerId, queued, await readSettledLog(db), sentAt);
    const ordered = (item: { productId: number }) => !kept.has(item.productId);
    const itemIds = (await db.cartItems.where('partnerId').equals(partnerId).toArray()).filter(ordered).map((item) => item.productId);
    // A cart answer read before the server emptied the cart must not bring these back.
    await markSettled(db, itemIds.map((productId) => commandSubject({ type: 'cart-item', partnerId, productId })));
    const laneIds = (await db.lists.toArray()).filter((list) => list.partnerId === partnerId).flatMap((list) => list.productIds);
    const keys = [...new Set([...itemIds, ...laneIds])].filter((id) => !kept.has(id)).map((id) => [partnerId, id] as [number, number]);
    await db.products.where('[partnerId+id]').anyOf(keys).filter((row) => row.quantity > 0).modify({ quantity: 0 });
    await db.outbox.filter(({ command }) => command.type === 'cart-item' && command.partnerId === partnerId && ordered(command)).delete();
    await db.cartItems.where('partnerId').equals(partnerId).filter(ordered).delete();
    // The server keeps the cart's id and empties it.
    await db.carts.update(partnerId, { orderNumber: null, issues: [] });
  });
}
