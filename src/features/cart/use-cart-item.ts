import { useLiveQuery } from 'dexie-react-hooks';
import { userDb, type StoredCartItem } from '../../db/user-db';

/**
 * One product's cart item (undefined when absent). Each card watches only its own key,
 * so a quantity change re-renders one card, not the lane.
 */
export function useCartItem(partnerId: number, productId: number): StoredCartItem | undefined {
  return useLiveQuery(
    () => userDb().cartItems.get([partnerId, productId]),
    [partnerId, productId],
  );
}
