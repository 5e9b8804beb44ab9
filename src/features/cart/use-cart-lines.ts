import { useLiveQuery } from 'dexie-react-hooks';
import { userDb, type StoredCart, type StoredCartItem, type StoredProduct } from '../../db/user-db';

export interface CartLine {
  item: StoredCartItem;
  /** null while the catalogue pull has not brought this product to the device yet */
  product: StoredProduct | null;
}

interface CartLines {
  cart: StoredCart | null;
  lines: CartLine[];
}

/** The partner's cart joined with the stored products; undefined until the first read. */
export function useCartLines(partnerId: number): CartLines | undefined {
  return useLiveQuery(async () => {
    const db = userDb();
    const [cart, items] = await Promise.all([
      db.carts.get(partnerId),
      db.cartItems.where('partnerId').equals(partnerId).toArray(),
    ]);
    const inCart = items.filter((item) => item.quantity > 0);
    const products = await db.products.bulkGet(inCart.map((item) => [partnerId, item.productId] as [number, number]));
    return {
      cart: cart ?? null,
      lines: inCart.map((item, index) => ({ item, product: products[index] ?? null })),
    };
  }, [partnerId]);
}
