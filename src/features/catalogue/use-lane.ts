import { useDeferredValue, useMemo, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ListType, Ordination } from '../../domain/entities';
import { isMobileCardHidden } from '../../domain/product-visibility';
import { userDb, type StoredProduct } from '../../db/user-db';
import { reuseUnchanged } from './reuse-unchanged';

/** undefined: reading; null: the device has never received this list; else its cards. */
export type LaneProducts = StoredProduct[] | null | undefined;

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

async function readLane(partnerId: number, listType: ListType, ordination: Ordination) {
  const db = userDb();
  let list = await db.lists.get([partnerId, listType, ordination]);
  // Offline, or before the first alphabetical fetch: sort the relevance list here.
  const sortLocally = !list && ordination === 'ALPHABETICAL';
  if (sortLocally) list = await db.lists.get([partnerId, listType, 'RELEVANCE']);
  if (!list) return null;
  const rows = await db.products.bulkGet(list.productIds.map((id) => [partnerId, id] as [number, number]));
  const products = rows.filter(
    (row): row is StoredProduct => row !== undefined && !isMobileCardHidden(row.product),
  );
  if (sortLocally) products.sort((a, b) => collator.compare(a.product.family.name, b.product.family.name));
  return products;
}

/** The products of one home lane, joined from the list row and the products table. */
export function useLane(partnerId: number, listType: ListType, ordination: Ordination): LaneProducts {
  const previous = useRef<StoredProduct[] | null | undefined>(undefined);
  const products = useLiveQuery(
    () => readLane(partnerId, listType, ordination),
    [partnerId, listType, ordination],
  );
  // A live query returns new objects on every change; keep the unchanged ones so
  // memoised cards skip rendering.
  const stable = useMemo(() => {
    const next = products ? reuseUnchanged(previous.current ?? [], products) : products;
    previous.current = next;
    return next;
  }, [products]);
  // New cards for a lane already showing cards (a background refresh) render at low
  // priority, in slices, so a lane refresh is no long task while the catalogue is pulled;
  // the first cards (skeleton → cards, the warm start) render at once.
  const deferred = useDeferredValue(stable);
  return deferred == null ? stable : deferred;
}
