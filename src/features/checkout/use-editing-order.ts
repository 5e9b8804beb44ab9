import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';

/** The number of the order the partner's stored cart is changing, or null. */
export function useEditingOrderNumber(partnerId: number): string | null {
  return useLiveQuery(async () => (await userDb().carts.get(partnerId))?.orderNumber ?? null, [partnerId]) ?? null;
}

/** Whether the partner's stored cart is changing an order (it carries the order number). */
export function useEditingOrder(partnerId: number): boolean {
  return useEditingOrderNumber(partnerId) !== null;
}
