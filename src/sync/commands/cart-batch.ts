// The quick order's add ('Pedido rápido'): every item's change and command in one Dexie transaction,
// so the batch is in the outbox whole or not at all. Offline, the items show in the cart at once and
// are sent when the browser is back online. One command per product key (the report merged a product
// named twice, and a queued change of the same product coalesces), so the server sees at most one
// write per product.
import { userDb } from '../../db/user-db';
import { flushNow } from '../engine/flusher';
import { rememberExcessive, writeCartItem } from './cart-item';

export interface BatchItem {
  productId: number;
  productPackageId: number;
  /** the item's quantity in the cart after the add */
  quantity: number;
  /** above the excessive-quantity threshold: sent confirmed when the customer confirmed the batch */
  excessive: boolean;
}

/** Adds the items in one go; `confirmed`: the customer answered the batch's excessive-quantity question. */
export async function addCartItems(partnerId: number, items: readonly BatchItem[], { confirmed }: { confirmed: boolean }): Promise<void> {
  const db = userDb();
  await db.transaction('rw', db.cartItems, db.products, db.outbox, async () => {
    for (const item of items) {
      const confirmExcessive = confirmed && item.excessive;
      await writeCartItem(db, { partnerId, ...item, confirmExcessive, quiet: true });
    }
  });
  if (confirmed) for (const item of items) if (item.excessive) rememberExcessive(partnerId, item.productId, item.quantity);
  void flushNow();
}
