// Cart writes: one Dexie transaction changes the item and queues the command. Offline,
// the change shows at once and waits in the outbox until the browser is back online;
// quick changes of one item coalesce into one request (the 400 ms debounce) [commerce §8].
import { deleteCartItem, fetchCart, putCartItem } from '../../api/cart';
import { ApiError, HTTP_STATUS } from '../../api/errors';
import type { Cart, CartItem } from '../../domain/entities/cart';
import { measuredQuantity, priceForQuantity } from '../../domain/pricing';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';
import { userDb, type OutboxEntry, type StoredCartItem, type UserDb } from '../../db/user-db';
import type { CommandDefinition, CommandOf } from '../engine/command';
import { emitSyncEvent } from '../engine/events';
import { flush, scheduleFlush } from '../engine/flusher';
import { enqueue, parkedEntry, settle } from '../engine/outbox';
import { commandSubject, markSettled } from '../engine/settled';
import { storeCartLock, storeServerCart } from '../pulls/cart';
import { OPERATION_FAILED } from './operation-failed';

type CartItemCommand = CommandOf<'cart-item'>;

const MESSAGES = {
  quantityUpdated: 'Quantidade atualizada!',
  itemRemoved: 'Item removido!',
  operationFailed: OPERATION_FAILED,
} as const;

const EXCESSIVE = /^Você selecionou[\s\S]*, deseja continuar\?$/;

/** [commerce §8] A 400 of this shape asks the user to confirm an unusual quantity. */
export function isExcessiveQuantityMessage(message: string): boolean {
  return EXCESSIVE.test(message.trim());
}

/** The local cart item a rejected cart command leaves behind (null: no item). */
export function rolledBackItem(previous: CartItem | null): CartItem | null {
  return previous && previous.quantity > 0 ? previous : null;
}

async function sendToCart(db: UserDb, command: CartItemCommand, entry: OutboxEntry): Promise<Cart> {
  const { partnerId, productId, quantity, productPackageId } = command;
  const write = (cartId: number) =>
    quantity > 0
      ? putCartItem(partnerId, cartId, { productId, quantity, productPackageId, confirmationExcessiveQuantity: command.confirmExcessive }, entry.idempotencyKey)
      : deleteCartItem(partnerId, cartId, productId, entry.idempotencyKey);
  const known = await db.carts.get(partnerId);
  const cartId = known?.id ?? (await fetchCart(partnerId)).id;
  try {
    return await write(cartId);
  } catch (error) {
    // The cart was closed elsewhere (an order finished): the server has a new one.
    if (!(error instanceof ApiError) || error.status !== HTTP_STATUS.notFound) throw error;
    const current = await fetchCart(partnerId);
    if (current.id === cartId) throw error;
    return write(current.id);
  }
}

export const cartItemCommand: CommandDefinition<CartItemCommand> = {
  coalesceWindowMs: 400,
  // The newest quantity wins; what the server last confirmed stays what a rejection restores.
  coalesce: (queued, next) => ({ ...next, previous: queued.previous }),
  async send(db, entry) {
    const { command } = entry;
    const cart = await sendToCart(db, command, entry);
    const settled = await settle(db, entry, cart.items.find((item) => item.productId === command.productId) ?? null);
    await storeServerCart(db, command.partnerId, cart);
    if (settled && command.quantity > 0 && !command.quiet) emitSyncEvent({ type: 'toast', text: MESSAGES.quantityUpdated });
  },
  async onRefused(db, command, error) {
    if (error.status >= HTTP_STATUS.serverError) return { action: 'retry-later', message: MESSAGES.operationFailed };
    if (error.status === HTTP_STATUS.badRequest && isExcessiveQuantityMessage(error.body.message)) {
      return { action: 'park', message: error.body.message };
    }
    if (error.status === HTTP_STATUS.locked) await storeCartLock(db, command.partnerId, error.body);
    return { action: 'reject', message: error.body.message || MESSAGES.operationFailed };
  },
  async restore(db, command) {
    const item = rolledBackItem(command.previous);
    if (item) await db.cartItems.put({ ...item, partnerId: command.partnerId });
    else await db.cartItems.delete([command.partnerId, command.productId]);
  },
  onParked(command, message) {
    emitSyncEvent({ type: 'excessive', partnerId: command.partnerId, productId: command.productId, message });
  },
};

function cartKey(partnerId: number, productId: number): string {
  return `cart:${partnerId}:${productId}`;
}

/** The unusual quantity the user confirmed, by product (`cartKey`). */
function confirmedExcessive(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(readLocal(LOCAL_KEYS.excessiveProducts) ?? '{}');
    // The earlier format, a list of keys, kept no quantity: those products are asked again.
    return stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Up to the quantity the user confirmed for a product the question is not asked again; above it, it is. */
function isConfirmedExcessive(partnerId: number, productId: number, quantity: number): boolean {
  return quantity <= (confirmedExcessive()[cartKey(partnerId, productId)] ?? 0);
}

export function rememberExcessive(partnerId: number, productId: number, quantity: number): void {
  const confirmed = confirmedExcessive();
  const key = cartKey(partnerId, productId);
  writeLocal(LOCAL_KEYS.excessiveProducts, JSON.stringify({ ...confirmed, [key]: Math.max(confirmed[key] ?? 0, quantity) }));
}

/** What a cart write says: the command's fields but the server's last state, which the write reads itself. */
type CartItemWrite = Omit<CartItemCommand, 'type' | 'previous'>;

/**
 * The item's local change and its queued command, inside the caller's `rw` transaction over cart items,
 * products and the outbox. Resolves with the item as it was before.
 */
export async function writeCartItem(db: UserDb, write: CartItemWrite): Promise<StoredCartItem | undefined> {
  const { partnerId, productId, quantity, productPackageId, confirmExcessive, quiet } = write;
  const current = await db.cartItems.get([partnerId, productId]);
  if (quantity > 0) {
    const stored = await db.products.get([partnerId, productId]);
    const pkg = stored?.product.packages.find((p) => p.id === productPackageId);
    const price = stored && pkg ? priceForQuantity(stored.product.price, measuredQuantity(stored.product, pkg, quantity)) : (current?.price ?? 0);
    const item: StoredCartItem = { partnerId, productId, quantity, productPackageId, price, issues: current?.issues ?? [] };
    await db.cartItems.put(item);
  } else {
    await db.cartItems.delete([partnerId, productId]);
  }
  const previous = current ? { productId, quantity: current.quantity, price: current.price, productPackageId: current.productPackageId, issues: current.issues } : null;
  const key = cartKey(partnerId, productId);
  await enqueue(db, cartItemCommand, key, {
    type: 'cart-item', partnerId, productId, quantity, productPackageId, confirmExcessive, previous, ...(quiet ? { quiet } : {}),
  }, { append: await orderQueuedSince(db, partnerId, key) });
  return current;
}

/**
 * True when an order of the partner was queued after the newest change of `key`: that change is the order's and
 * goes before it; a new one belongs to the cart started since and goes after it, never mixed into the order.
 */
async function orderQueuedSince(db: UserDb, partnerId: number, key: string): Promise<boolean> {
  const newest = await db.outbox.where('key').equals(key).last();
  if (newest?.seq === undefined) return false;
  const later = await db.outbox.where('seq').above(newest.seq).toArray();
  return later.some(({ command }) => command.type === 'place-order' && command.partnerId === partnerId);
}

/**
 * Queues the removal of a product from the server's cart at `seq` (a place in the outbox an order taken back left
 * free), without touching the device's cart. Call inside a rw transaction with `db.outbox`.
 */
export async function queueServerRemoval(db: UserDb, partnerId: number, productId: number, productPackageId: number, seq: number): Promise<void> {
  await enqueue(
    db,
    cartItemCommand,
    cartKey(partnerId, productId),
    { type: 'cart-item', partnerId, productId, quantity: 0, productPackageId, confirmExcessive: false, previous: null, quiet: true },
    { at: seq },
  );
}

/** `writeCartItem` with the excessive-quantity answer this device already gave for the product. */
export function writeCartQuantity(
  db: UserDb,
  partnerId: number,
  productId: number,
  quantity: number,
  productPackageId: number,
): Promise<StoredCartItem | undefined> {
  return writeCartItem(db, { partnerId, productId, quantity, productPackageId, confirmExcessive: isConfirmedExcessive(partnerId, productId, quantity) });
}

/**
 * Quantity 0 removes the item, with a 'Desfazer' toast that puts the previous quantity back,
 * unless `undoShownByCaller` (the cart list shows its own 'Desfazer' in the removed line's place).
 * Resolves with the item as it was before (undefined: not in the cart), for a caller's own undo.
 */
export async function setCartQuantity(
  partnerId: number,
  productId: number,
  quantity: number,
  productPackageId: number,
  { undoShownByCaller = false }: { undoShownByCaller?: boolean } = {},
): Promise<StoredCartItem | undefined> {
  const db = userDb();
  const before = await db.transaction('rw', db.cartItems, db.products, db.outbox, () =>
    writeCartQuantity(db, partnerId, productId, quantity, productPackageId),
  );
  if (quantity === 0 && before && before.quantity > 0 && !undoShownByCaller) {
    const undo = () => void setCartQuantity(partnerId, productId, before.quantity, before.productPackageId);
    emitSyncEvent({ type: 'toast', text: MESSAGES.itemRemoved, undo });
  }
  scheduleFlush(cartItemCommand.coalesceWindowMs);
  return before;
}

/** The user accepted the unusual quantity: resend it with the confirmation flag, and remember up to which quantity. */
export async function confirmExcessive(partnerId: number, productId: number): Promise<void> {
  const db = userDb();
  await db.transaction('rw', db.outbox, async () => {
    const entry = await parkedEntry(db, cartKey(partnerId, productId));
    if (!entry || entry.command.type !== 'cart-item') return;
    rememberExcessive(partnerId, productId, entry.command.quantity);
    const command = { ...entry.command, confirmExcessive: true };
    await db.outbox.put({ ...entry, status: 'pending', parkedMessage: undefined, command });
  });
  void flush(true);
}

/** The user declined: the quantity goes back to what the server holds. */
export async function cancelExcessive(partnerId: number, productId: number): Promise<void> {
  const db = userDb();
  await db.transaction('rw', db.outbox, db.cartItems, db.products, db.meta, async () => {
    const entry = await parkedEntry(db, cartKey(partnerId, productId));
    if (!entry || entry.status !== 'parked' || entry.command.type !== 'cart-item') return;
    await db.outbox.delete(entry.seq as number);
    await cartItemCommand.restore(db, entry.command);
    await markSettled(db, [commandSubject(entry.command)]);
  });
}
