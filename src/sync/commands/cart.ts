// Cart writes: one Dexie transaction changes the item and queues the command. Offline,
// the change shows at once and waits in the outbox until the browser is back online.
import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';
import { userDb, type StoredCartItem } from '../../db/user-db';
import { measuredQuantity, priceForQuantity } from '../../domain/pricing';
import { emitSyncEvent, SYNC_MESSAGES } from '../events';
import { flush, scheduleFlush } from '../flusher';
import { cartKey, enqueue, queuedEntry } from '../outbox';
import { restorePrevious } from '../rejection';

export { flushNow } from '../flusher';

function excessiveProducts(): string[] {
  try {
    return JSON.parse(readLocal(LOCAL_KEYS.excessiveProducts) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/** Products whose unusual quantity the user confirmed once: not asked again. */
function isRememberedExcessive(partnerId: number, productId: number): boolean {
  return excessiveProducts().includes(cartKey(partnerId, productId));
}

function rememberExcessive(partnerId: number, productId: number): void {
  const key = cartKey(partnerId, productId);
  const list = excessiveProducts();
  if (!list.includes(key)) writeLocal(LOCAL_KEYS.excessiveProducts, JSON.stringify([...list, key]));
}

/** Quantity 0 removes the item, with a 'Desfazer' that puts the previous quantity back. */
export async function setCartQuantity(partnerId: number, productId: number, quantity: number, productPackageId: number): Promise<void> {
  const db = userDb();
  const before = await db.transaction('rw', db.cartItems, db.products, db.outbox, async () => {
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
    await enqueue(db, cartKey(partnerId, productId), {
      type: 'cart-item', partnerId, productId, quantity, productPackageId,
      confirmExcessive: isRememberedExcessive(partnerId, productId), previous,
    });
    return current;
  });
  if (quantity === 0 && before && before.quantity > 0) {
    const undo = () => void setCartQuantity(partnerId, productId, before.quantity, before.productPackageId);
    emitSyncEvent({ type: 'toast', text: SYNC_MESSAGES.itemRemoved, undo });
  }
  scheduleFlush();
}

/** The user accepted the unusual quantity: resend it with the confirmation flag. */
export async function confirmExcessive(partnerId: number, productId: number): Promise<void> {
  const db = userDb();
  rememberExcessive(partnerId, productId);
  await db.transaction('rw', db.outbox, async () => {
    const entry = await queuedEntry(db, cartKey(partnerId, productId));
    if (!entry || entry.command.type !== 'cart-item') return;
    const command = { ...entry.command, confirmExcessive: true };
    await db.outbox.put({ ...entry, status: 'pending', parkedMessage: undefined, command });
  });
  void flush(true);
}

/** The user declined: the quantity goes back to what the server holds. */
export async function cancelExcessive(partnerId: number, productId: number): Promise<void> {
  const db = userDb();
  await db.transaction('rw', db.outbox, db.cartItems, db.products, async () => {
    const entry = await queuedEntry(db, cartKey(partnerId, productId));
    if (!entry || entry.status !== 'parked') return;
    await db.outbox.delete(entry.seq as number);
    await restorePrevious(db, entry.command);
  });
}
