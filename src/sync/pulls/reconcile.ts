// Pure merge rules between what the server answered and what the device holds.
import type { Cart } from '../../domain/entities/cart';
import type { ProductEntry } from '../../domain/entities/catalogue';
import { productSearchWords } from '../../domain/search-words';
import type { StoredCartItem, StoredProduct } from '../../db/user-db';

interface CartMerge {
  put: StoredCartItem[];
  /** product ids to delete from the partner's cart items */
  remove: number[];
}

/**
 * The server cart wins, except for products with a change still in the outbox:
 * their local item is what the server will hold once the change is sent.
 */
export function mergeServerCart(
  partnerId: number,
  server: Cart,
  local: StoredCartItem[],
  pendingProductIds: ReadonlySet<number>,
): CartMerge {
  const serverIds = new Set(server.items.map((item) => item.productId));
  const put = server.items
    .filter((item) => !pendingProductIds.has(item.productId))
    .map((item) => ({ ...item, partnerId }));
  const remove = local
    .map((item) => item.productId)
    .filter((productId) => !serverIds.has(productId) && !pendingProductIds.has(productId));
  return { put, remove };
}

/** A product row as stored: the entry without its cart item, plus keys and search words. */
export function toStoredProduct(partnerId: number, entry: ProductEntry, pendingFavorite?: boolean): StoredProduct {
  const { cartItem: _cartItem, ...rest } = entry;
  return {
    ...rest,
    favorite: pendingFavorite ?? entry.favorite,
    id: entry.product.id,
    partnerId,
    categoryId: entry.product.categoryId,
    words: productSearchWords(entry.product),
  };
}
