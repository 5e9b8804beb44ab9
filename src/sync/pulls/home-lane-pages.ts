// The pages of a home lane held on the device: the first one comes with every home refresh,
// the later ones when the customer asks for more ('Ver mais'), and stay for offline use.
import { LANE_PAGE_SIZE, fetchList } from '../../api/catalogue';
import type { ListType, Ordination, ProductListPage } from '../../domain/entities/catalogue';
import { userDb, type StoredList, type UserDb } from '../../db/user-db';
import { settledClock } from '../engine/settled';
import { storeProducts } from './catalogue-store';

/** One lane as the screen asks for it: `filter` '' (none) or one chip, 'CATEGORY:3'. */
export interface LaneKey {
  listType: ListType;
  ordination: Ordination;
  filter: string;
}

export function fetchLanePage(partnerId: number, lane: LaneKey, page: number): Promise<ProductListPage> {
  return fetchList(partnerId, lane.listType, {
    page,
    size: LANE_PAGE_SIZE,
    ordination: lane.ordination,
    filters: lane.filter || undefined,
  });
}

export async function readLaneRow(db: UserDb, partnerId: number, lane: LaneKey): Promise<StoredList | undefined> {
  if (!lane.filter) return db.lists.get([partnerId, lane.listType, lane.ordination]);
  return db.filteredLists.get([partnerId, lane.listType, lane.ordination, lane.filter]);
}

async function writeLaneRow(db: UserDb, lane: LaneKey, row: StoredList): Promise<void> {
  if (!lane.filter) await db.lists.put(row);
  else await db.filteredLists.put({ ...row, filter: lane.filter });
}

/** The row of a lane whose pages 0…n are `pages` (ids in order, each once). */
export function laneRowOf(partnerId: number, lane: LaneKey, pages: ProductListPage[]): StoredList {
  const last = pages[pages.length - 1]!;
  const ids = pages.flatMap((page) => page.items.map((item) => item.product.id));
  return {
    partnerId,
    listType: lane.listType,
    ordination: lane.ordination,
    productIds: [...new Set(ids)],
    lastPage: last.lastPage || last.items.length === 0,
    totalPages: last.totalPages,
    totalElements: last.totalElements,
    filters: pages[0]!.filters,
    fetchedAt: Date.now(),
    pagesLoaded: pages.length,
  };
}

/** `held` with `page` (its next page) added. */
export function withNextPage(held: StoredList, page: ProductListPage): StoredList {
  const ids = page.items.map((item) => item.product.id);
  return {
    ...held,
    productIds: [...new Set([...held.productIds, ...ids])],
    lastPage: page.lastPage || page.items.length === 0,
    totalPages: page.totalPages,
    totalElements: page.totalElements,
    fetchedAt: Date.now(),
    pagesLoaded: (held.pagesLoaded ?? 1) + 1,
  };
}

function sameFirstPage(held: StoredList, first: ProductListPage): boolean {
  const ids = first.items.map((item) => item.product.id);
  return held.totalElements === first.totalElements && ids.every((id, index) => held.productIds[index] === id);
}

/**
 * The row to store after a fresh first page. The later pages held stay when the first page
 * did not change; otherwise they are fetched again (as deep as before), so the lane keeps
 * its depth offline. If that fails, only the first page is kept.
 */
export async function rowAfterFirstPage(partnerId: number, lane: LaneKey, held: StoredList | undefined, first: ProductListPage): Promise<{ row: StoredList; items: ProductListPage['items'] }> {
  const depth = held?.pagesLoaded ?? 1;
  if (!held || depth <= 1) return { row: laneRowOf(partnerId, lane, [first]), items: first.items };
  if (sameFirstPage(held, first)) return { row: { ...held, filters: first.filters, fetchedAt: Date.now() }, items: first.items };
  const pages = [first];
  try {
    while (pages.length < depth && !pages[pages.length - 1]!.lastPage) pages.push(await fetchLanePage(partnerId, lane, pages.length));
  } catch {
    pages.length = 1;
  }
  return { row: laneRowOf(partnerId, lane, pages), items: pages.flatMap((page) => page.items) };
}

/** Stores lane rows and their products in one transaction (answers noted at `requestedAt`). */
export async function storeLaneRows(
  db: UserDb,
  partnerId: number,
  rows: Array<{ lane: LaneKey; row: StoredList; items: ProductListPage['items'] }>,
  requestedAt: number,
): Promise<void> {
  await db.transaction('rw', [db.products, db.lists, db.filteredLists, db.outbox, db.meta], async () => {
    await storeProducts(db, partnerId, rows.flatMap(({ items }) => items), requestedAt);
    for (const { lane, row } of rows) await writeLaneRow(db, lane, row);
  });
}

/** The first page of one lane (a filter chip chosen), keeping the later pages held when unchanged. */
export async function refreshLane(partnerId: number, lane: LaneKey): Promise<void> {
  const db = userDb();
  const requestedAt = await settledClock(db);
  const first = await fetchLanePage(partnerId, lane, 0);
  const { row, items } = await rowAfterFirstPage(partnerId, lane, await readLaneRow(db, partnerId, lane), first);
  await storeLaneRows(db, partnerId, [{ lane, row, items }], requestedAt);
}

/**
 * The next page of a lane ('Ver mais'), added to the pages held. An answer that arrives after
 * the lane was refreshed meanwhile (its pages changed) is dropped: the customer asks again.
 */
export async function loadMoreLane(partnerId: number, lane: LaneKey): Promise<void> {
  const db = userDb();
  const held = await readLaneRow(db, partnerId, lane);
  if (!held) return refreshLane(partnerId, lane);
  if (held.lastPage) return;
  const index = held.pagesLoaded ?? 1;
  const requestedAt = await settledClock(db);
  const page = await fetchLanePage(partnerId, lane, index);
  await db.transaction('rw', [db.products, db.lists, db.filteredLists, db.outbox, db.meta], async () => {
    await storeProducts(db, partnerId, page.items, requestedAt);
    const now = await readLaneRow(db, partnerId, lane);
    if (now && (now.pagesLoaded ?? 1) === index) await writeLaneRow(db, lane, withNextPage(now, page));
  });
}
