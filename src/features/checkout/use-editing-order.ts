import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';

/** Whether the partner's stored cart is changing an order (it carries the order number). */
export function useEditingOrder(partnerId: number): boolean {
  return useLiveQuery(async () => Boolean((await userDb().carts.get(partnerId))?.orderNumber), [partnerId]) ?? false;
}
