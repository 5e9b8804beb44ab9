import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Filter, ListType } from '../../domain/entities/catalogue';
import { isCardHiddenHere } from '../product-card/card-visibility';
import { userDb, type StoredProduct, type UserDb } from '../../db/user-db';
import { readLaneRow, type LaneKey } from '../../sync/pulls/home-lane-pages';
import { reuseUnchanged } from './reuse-unchanged';
import { compareText } from '../../domain/names';

/** What one lane shows: its cards, whether more pages exist, its filter chips. */
export interface LaneView {
  products: StoredProduct[];
  lastPage: boolean;
  filters: Filter[];
}

/** undefined: reading; null: the device has never received this list; else its view. */
type LaneProducts = LaneView | null | undefined;


/** A chip the lane was never fetched with (offline): the pages held without it, filtered here. */
function matchesFilter(entry: StoredProduct, filter: string): boolean {
  const [type, id] = filter.split(':');
  const value = Number(id);
  switch (type) {
    case 'CATEGORY':
    case 'GROUP':
      return entry.categoryId === value;
    case 'BRAND':
      return entry.product.brand.id === value;
    case 'FAMILY':
      return entry.product.family.id === value;
    default:
      return true;
  }
}

/** The archived items leave the history lane only ([commerce §4] Archive). */
async function archivedIds(db: UserDb, partnerId: number, listType: ListType): Promise<Set<number>> {
  if (listType !== 'LAST_PURCHASES') return new Set();
  const rows = await db.archived.where('partnerId').equals(partnerId).toArray();
  return new Set(rows.map((row) => row.productId));
}

async function readLane(partnerId: number, lane: LaneKey): Promise<LaneView | null> {
  const db = userDb();
  let list = await readLaneRow(db, partnerId, lane);
  const filterLocally = !list && lane.filter !== '';
  if (filterLocally) list = await readLaneRow(db, partnerId, { ...lane, filter: '' });
  // Offline, or before the first alphabetical fetch: sort the relevance list here.
  const sortLocally = !list && lane.ordination === 'ALPHABETICAL';
  if (sortLocally) list = await readLaneRow(db, partnerId, { ...lane, filter: '', ordination: 'RELEVANCE' });
  if (!list) return null;
  const hidden = await archivedIds(db, partnerId, lane.listType);
  const rows = await db.products.bulkGet(list.productIds.filter((id) => !hidden.has(id)).map((id) => [partnerId, id] as [number, number]));
  const products = rows.filter(
    (row): row is StoredProduct =>
      row !== undefined && !isCardHiddenHere(row.product) && (!filterLocally || matchesFilter(row, lane.filter)),
  );
  if (sortLocally) products.sort((a, b) => compareText(a.product.family.name, b.product.family.name));
  return { products, lastPage: list.lastPage && !filterLocally, filters: list.filters };
}

// A lane read before its screen renders (the home after a reload, started at boot while
// the route guard runs): the lane shows these cards as soon as they are read, instead of
// waiting for its live query, which starts only after the screen's first render. Taken
// once, and only while fresh; the live query's answers replace it.
export const PRELOAD_FRESH_MS = 5000;

interface PreloadedLane {
  key: string;
  read: Promise<LaneView | null>;
  /** the products once read (undefined while reading or after a failure) */
  products: LaneProducts;
  startedAt: number;
}

const preloaded = new WeakMap<UserDb, Map<string, PreloadedLane>>();
const laneKey = (partnerId: number, lane: LaneKey) => `${partnerId}:${lane.listType}:${lane.ordination}:${lane.filter}`;

export function preloadLane(partnerId: number, lane: LaneKey, now = Date.now()): Promise<void> {
  const db = userDb();
  const key = laneKey(partnerId, lane);
  const entry: PreloadedLane = { key, read: readLane(partnerId, lane), products: undefined, startedAt: now };
  let lanes = preloaded.get(db);
  if (!lanes) preloaded.set(db, (lanes = new Map()));
  lanes.set(key, entry);
  return entry.read.then((products) => {
    entry.products = products;
  });
}

/** The preload of this lane, removed so that no later visit of the screen sees it. */
export function takePreloadedLane(partnerId: number, lane: LaneKey, now = Date.now()): PreloadedLane | undefined {
  const lanes = preloaded.get(userDb());
  const key = laneKey(partnerId, lane);
  const entry = lanes?.get(key);
  lanes?.delete(key);
  return entry && now - entry.startedAt <= PRELOAD_FRESH_MS ? entry : undefined;
}

/** The preloaded products of the lane: at once when already read, else when they are. */
function usePreloadedLane(partnerId: number, lane: LaneKey): LaneProducts {
  const [preload] = useState(() => takePreloadedLane(partnerId, lane));
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
  return preload?.key === laneKey(partnerId, lane) ? read : undefined;
}

/** The view of one home lane, joined from the list row, the archive and the products table. */
export function useLane(partnerId: number, lane: LaneKey): LaneProducts {
  const { listType, ordination, filter } = lane;
  const previous = useRef<StoredProduct[]>([]);
  const early = usePreloadedLane(partnerId, lane);
  const live = useLiveQuery(
    () => readLane(partnerId, { listType, ordination, filter }),
    [partnerId, listType, ordination, filter],
  );
  const view = live === undefined ? early : live;
  // A live query returns new objects on every change; keep the unchanged ones so
  // memoised cards skip rendering.
  const stable = useMemo(() => {
    if (!view) return view;
    const products = reuseUnchanged(previous.current, view.products);
    previous.current = products;
    return { ...view, products };
  }, [view]);
  // New cards for a lane already showing cards (a background refresh) render at low
  // priority, in slices, so a lane refresh is no long task while the catalogue is pulled;
  // the first cards (skeleton → cards, the warm start) render at once.
  const deferred = useDeferredValue(stable);
  return deferred == null ? stable : deferred;
}
