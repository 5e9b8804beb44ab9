import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ListType, Ordination } from '../../domain/entities/catalogue';
import { isMobileCardHidden } from '../../domain/product-visibility';
import { userDb, type StoredProduct, type UserDb } from '../../db/user-db';
import { reuseUnchanged } from './reuse-unchanged';

/** undefined: reading; null: the device has never received this list; else its cards. */
type LaneProducts = StoredProduct[] | null | undefined;

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

// A lane read before its screen renders (the home after a reload, started at boot while
// the route guard runs): the lane shows these cards as soon as they are read, instead of
// waiting for its live query, which starts only after the screen's first render. Taken
// once, and only while fresh; the live query's answers replace it.
export const PRELOAD_FRESH_MS = 5000;

interface PreloadedLane {
  key: string;
  read: Promise<StoredProduct[] | null>;
  /** the products once read (undefined while reading or after a failure) */
  products: StoredProduct[] | null | undefined;
  startedAt: number;
}

const preloaded = new WeakMap<UserDb, Map<string, PreloadedLane>>();
const laneKey = (partnerId: number, listType: ListType, ordination: Ordination) => `${partnerId}:${listType}:${ordination}`;

export function preloadLane(partnerId: number, listType: ListType, ordination: Ordination, now = Date.now()): Promise<void> {
  const db = userDb();
  const key = laneKey(partnerId, listType, ordination);
  const entry: PreloadedLane = { key, read: readLane(partnerId, listType, ordination), products: undefined, startedAt: now };
  let lanes = preloaded.get(db);
  if (!lanes) preloaded.set(db, (lanes = new Map()));
  lanes.set(key, entry);
  return entry.read.then((products) => {
    entry.products = products;
  });
}

/** The preload of this lane, removed so that no later visit of the screen sees it. */
export function takePreloadedLane(partnerId: number, listType: ListType, ordination: Ordination, now = Date.now()): PreloadedLane | undefined {
  const lanes = preloaded.get(userDb());
  const key = laneKey(partnerId, listType, ordination);
  const entry = lanes?.get(key);
  lanes?.delete(key);
  return entry && now - entry.startedAt <= PRELOAD_FRESH_MS ? entry : undefined;
}

/** The preloaded products of the lane: at once when already read, else when they are. */
function usePreloadedLane(partnerId: number, listType: ListType, ordination: Ordination): LaneProducts {
  const [preload] = useState(() => takePreloadedLane(partnerId, listType, ordination));
  const [read, setRead] = useState(preload?.products);
  useEffect(() => {
    if (!preload || preload.products !== undefined) return undefined;
    let mounted = true;
    preload.read.then(
      (products) => mounted && setRead(products),
      () => undefined, // the live query reads (and reports) again
    );
    return () => {
      mounted = false;
    };
  }, [preload]);
  return preload?.key === laneKey(partnerId, listType, ordination) ? read : undefined;
}

/** The products of one home lane, joined from the list row and the products table. */
export function useLane(partnerId: number, listType: ListType, ordination: Ordination): LaneProducts {
  const previous = useRef<StoredProduct[] | null | undefined>(undefined);
  const early = usePreloadedLane(partnerId, listType, ordination);
  const live = useLiveQuery(
    () => readLane(partnerId, listType, ordination),
    [partnerId, listType, ordination],
  );
  const products = live === undefined ? early : live;
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
