import { useLiveQuery } from 'dexie-react-hooks';
import { userDb, type StoredCart, type StoredCartItem } from '../../db/user-db';

export interface CartView {
  cart: StoredCart | null;
  /** items with a quantity, in the order they were stored */
  items: StoredCartItem[];
}

/** The partner's cart as the device holds it; undefined until the first read. */
export function useCart(partnerId: number): CartView | undefined {
  return useLiveQuery(async () => {
    const db = userDb();
    const [cart, items] = await Promise.all([
      db.carts.get(partnerId),
      db.cartItems.where('partnerId').equals(partnerId).toArray(),
    ]);
    return { cart: cart ?? null, items: items.filter((item) => item.quantity > 0) };
  }, [partnerId]);
}
