// Pure merge rules between what the server answered and what the device holds.
import type { Cart, CartItem } from '../domain/entities/cart';
import type { ProductEntry } from '../domain/entities/catalogue';
import { productSearchWords } from '../domain/search-words';
import type { OutboxCommand, StoredCartItem, StoredProduct } from '../db/user-db';

export interface CartMerge {
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

/**
 * Coalescing: the newest write of a key replaces the queued one, but the item the
 * server last confirmed (`previous`) is kept, since that is what a rejection restores.
 */
export function coalesce(queued: OutboxCommand | undefined, next: OutboxCommand): OutboxCommand {
  if (!queued || queued.type !== next.type) return next;
  return { ...next, previous: queued.previous } as OutboxCommand;
}

/** The local cart item a rejected cart command leaves behind (null: no item). */
export function rolledBackItem(previous: CartItem | null): CartItem | null {
  return previous && previous.quantity > 0 ? previous : null;
}

const EXCESSIVE = /^Você selecionou[\s\S]*, deseja continuar\?$/;

/** Commerce §8: a 400 of this shape asks the user to confirm an unusual quantity. */
export function isExcessiveQuantityMessage(message: string): boolean {
  return EXCESSIVE.test(message.trim());
}
