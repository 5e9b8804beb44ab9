import { useCallback } from 'react';
import { userDb, type StoredCartItem, type UserDb } from '../../db/user-db';
import { sharedLiveQuery, sharedQueryFor, useSharedQuery, type SharedQuery } from './shared-live-query';

type CartItemsById = ReadonlyMap<number, StoredCartItem>;

const fingerprint = (item: StoredCartItem) => JSON.stringify(item);

/**
 * `next` as a map by product id, keeping each item of `previous` that did not change
 * (same object), and `previous` itself when nothing changed at all.
 */
export function keepUnchangedItems(previous: CartItemsById | undefined, next: StoredCartItem[]): CartItemsById {
  const result = new Map<number, StoredCartItem>();
  let changed = previous === undefined || previous.size !== next.length;
  for (const item of next) {
    const old = previous?.get(item.productId);
    if (old && fingerprint(old) === fingerprint(item)) {
      result.set(item.productId, old);
    } else {
      result.set(item.productId, item);
      changed = true;
    }
  }
  return changed || previous === undefined ? result : previous;
}

/** The partner's cart items, one live query for every card of the screen. */
function cartItemsQuery(db: UserDb, partnerId: number): SharedQuery<CartItemsById> {
  return sharedQueryFor(db, `cart-items:${partnerId}`, () =>
    sharedLiveQuery(() => db.cartItems.where('partnerId').equals(partnerId).toArray(), keepUnchangedItems),
  );
}

/**
 * One product's cart item (undefined when absent). The cards of a screen share one
 * query of the partner's cart; a quantity change re-renders only the card whose item
 * changed, since unchanged items keep their object.
 */
export function useCartItem(partnerId: number, productId: number): StoredCartItem | undefined {
  const select = useCallback((items: CartItemsById | undefined) => items?.get(productId), [productId]);
  return useSharedQuery(cartItemsQuery(userDb(), partnerId), select);
}
