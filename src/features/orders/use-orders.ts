import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import type { Order } from '../../domain/entities/orders';
import { newestFirst } from '../../domain/order-card-rules';

/** The partner's orders as the device holds them, newest first; undefined until the first read. */
export function useOrders(partnerId: number): Order[] | undefined {
  return useLiveQuery(async () => {
    const rows = await userDb().orders.where('partnerId').equals(partnerId).toArray();
    return rows.sort(newestFirst);
  }, [partnerId]);
}

/** One order of the partner's history as the device holds it: null when it holds none, undefined until the first read. */
export function useStoredOrder(partnerId: number, orderId: number): Order | null | undefined {
  return useLiveQuery(async () => (await userDb().orders.get([partnerId, orderId])) ?? null, [partnerId, orderId]);
}
