import { useLiveQuery } from 'dexie-react-hooks';
import { userDb, type StoredProduct } from '../../db/user-db';

/** How many items of the partner are archived (undefined while reading). */
export function useArchivedCount(partnerId: number): number | undefined {
  return useLiveQuery(() => userDb().archived.where('partnerId').equals(partnerId).count(), [partnerId]);
}

/** The archived items the device holds, the last archived first (undefined while reading). */
export function useArchivedProducts(partnerId: number): StoredProduct[] | undefined {
  return useLiveQuery(async () => {
    const db = userDb();
    const rows = await db.archived.where('partnerId').equals(partnerId).toArray();
    rows.sort((a, b) => b.archivedAt - a.archivedAt);
    const products = await db.products.bulkGet(rows.map((row) => [partnerId, row.productId] as [number, number]));
    return products.filter((product): product is StoredProduct => product !== undefined);
  }, [partnerId]);
}
