// The partner's cart on the device once the server has emptied it (an order finished,
// or its changes discarded): nothing of it may be resent or keep showing on a card.
import type { UserDb } from '../db/user-db';

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
