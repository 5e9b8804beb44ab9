// A queued order taken back (discarded, or changed at the checkout): its items return to the partner's cart
// through cart commands, so the server's cart (which still holds them: nothing was placed) ends as the device's.
import type { OutboxEntry, PlaceOrderCommand, UserDb } from '../../db/user-db';
import { queueServerRemoval, writeCartQuantity } from './cart-item';

/**
 * A queued order taken out of the outbox (`entry`, already deleted) while a later order of its partner waits: the
 * server's cart still holds its items, which that later order did not show. Each one no change queued between the two
 * sets is removed from the server's cart in the taken order's place, so the later order finds its own cart.
 * Call inside a rw transaction with `db.outbox`, before `returnItemsToCart` (which then goes after the later order).
 */
export async function clearForLaterOrder(db: UserDb, entry: OutboxEntry & { command: PlaceOrderCommand }): Promise<void> {
  const { partnerId } = entry.command;
  const seq = entry.seq as number;
  const after = await db.outbox.where('seq').above(seq).toArray();
  const next = after.findIndex(({ command }) => command.type === 'place-order' && command.partnerId === partnerId);
  if (next < 0) return;
  const set = new Set(after.slice(0, next).flatMap(({ command }) => (command.type === 'cart-item' && command.partnerId === partnerId ? [command.productId] : [])));
  const stale = entry.command.items.filter((item) => !set.has(item.productId));
  // Places between the taken order's and the next entry's (seq is a number key: fractions keep the order).
  const gap = (after[0]!.seq as number) - seq;
  for (const [index, item] of stale.entries()) {
    await queueServerRemoval(db, partnerId, item.productId, item.productPackageId, seq + (gap * index) / stale.length);
  }
}

/** Call inside a rw transaction with `db.cartItems`, `db.products` and `db.outbox`. */
export async function returnItemsToCart(db: UserDb, command: PlaceOrderCommand): Promise<void> {
  const { partnerId } = command;
  const lines = await db.cartItems.bulkGet(command.items.map((item) => [partnerId, item.productId] as [number, number]));
  for (const [index, item] of command.items.entries()) {
    const current = lines[index];
    // The same product in the cart started since: the quantities add up; in another package the newer line stays.
    if (current && current.productPackageId !== item.productPackageId) continue;
    await writeCartQuantity(db, partnerId, item.productId, (current?.quantity ?? 0) + item.quantityPackaging, item.productPackageId);
  }
}
