import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';

/** Distinct items with a quantity in the partner's cart (the bottom-nav badge). */
export function useCartCount(partnerId: number): number {
  return (
    useLiveQuery(
      () =>
        userDb()
          .cartItems.where('partnerId')
          .equals(partnerId)
          .filter((item) => item.quantity > 0)
          .count(),
      [partnerId],
    ) ?? 0
  );
}
