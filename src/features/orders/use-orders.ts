import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import type { Order } from '../../domain/entities/orders';

/** The partner's orders as the device holds them, newest first; undefined until the first read. */
export function useOrders(partnerId: number): Order[] | undefined {
  return useLiveQuery(async () => {
    const rows = await userDb().orders.where('partnerId').equals(partnerId).toArray();
    return rows.sort((a, b) => b.emission.localeCompare(a.emission));
  }, [partnerId]);
}
