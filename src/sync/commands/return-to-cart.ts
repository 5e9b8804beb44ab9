// A queued order taken back (discarded, or changed at the checkout): its items return to the partner's cart
// through cart commands, so the server's cart (which still holds them: nothing was placed) ends as the device's.
import type { PlaceOrderCommand, UserDb } from '../../db/user-db';
import { writeCartQuantity } from './cart-item';

/** Call inside a rw transaction with `db.cartItems`, `db.products` and `db.outbox`. */
export async function returnItemsToCart(db: UserDb, command: PlaceOrderCommand): Promise<void> {
  const { partnerId } = command;
  for (const item of command.items) {
    const current = await db.cartItems.get([partnerId, item.productId]);
    // The same product in the cart started since: the quantities add up; in another package the newer line stays.
    if (current && current.productPackageId !== item.productPackageId) continue;
    await writeCartQuantity(db, partnerId, item.productId, (current?.quantity ?? 0) + item.quantityPackaging, item.productPackageId);
  }
}
