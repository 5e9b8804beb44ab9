// Pure merge rules between what the server answered and what the device holds.
import type { Cart } from '../../domain/entities/cart';
import type { ProductEntry } from '../../domain/entities/catalogue';
import { productSearchWords } from '../../domain/search-words';
import type { OutboxCommand, ProductCommand, StoredCartItem, StoredProduct } from '../../db/user-db';
import { subjectPrefix, type SettledLog } from '../engine/settled';

interface CartMerge {
  put: StoredCartItem[];
  /** product ids to delete from the partner's cart items */
  remove: number[];
}

/**
 * Products of `partnerId` whose local `type` value an answer must not overwrite: those
 * with a change still in the outbox (the server will hold it once sent), and those whose
 * change settled after the request noted `requestedAt` (the settled log's clock): the
 * answer may have been read before that change reached the server. No `requestedAt`:
 * the answer was read after every settled change (the answer to a write).
 */
export function localWins(
  type: ProductCommand['type'],
  partnerId: number,
  queued: readonly OutboxCommand[],
  settled: SettledLog,
  requestedAt?: number,
): Set<number> {
  const ids = new Set(queued.filter((c): c is ProductCommand => c.type === type && c.partnerId === partnerId).map((c) => c.productId));
  if (requestedAt === undefined) return ids;
  const prefix = subjectPrefix(type, partnerId);
  for (const [subject, { seq }] of Object.entries(settled.subjects)) {
    if (seq > requestedAt && subject.startsWith(prefix)) ids.add(Number(subject.slice(prefix.length)));
  }
  return ids;
}

/**
 * The server cart wins, except for products whose local item wins (`localWins`): a
 * change still in the outbox, or one settled after the answer was read.
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

/** A product row as stored: the entry without its cart item, plus keys and search words; `pendingFavorite`: the device's favorite, which wins. */
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
