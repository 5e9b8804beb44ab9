// Pulls: fetch, then write the answer into the user's database in one transaction;
// the screens' live queries re-render from there.
import { fetchCart } from '../api/cart';
import {
  LANE_PAGE_SIZE, fetchBanners, fetchDepartments, fetchList, searchProducts,
} from '../api/catalogue';
import { fetchPartners } from '../api/partners';
import type { Cart } from '../domain/entities/cart';
import type { ListType, Ordination, ProductEntry, ProductListPage } from '../domain/entities/catalogue';
import type { Partner } from '../domain/entities/account';
import { userDb, type StoredList, type UserDb } from '../db/user-db';
import { chunked, yieldToMain } from './chunks';
import { pendingCartProductIds, pendingFavorites } from './outbox';
import { mergeServerCart, toStoredProduct } from './reconcile';

export async function refreshPartners(): Promise<Partner[]> {
  const partners = await fetchPartners();
  const db = userDb();
  await db.transaction('rw', db.partners, async () => {
    await db.partners.clear();
    await db.partners.bulkPut(partners);
  });
  return partners;
}

/** Writes a cart answer, keeping the items that still have a change in the outbox. */
export async function storeServerCart(db: UserDb, partnerId: number, cart: Cart): Promise<void> {
  await db.transaction('rw', db.carts, db.cartItems, db.outbox, async () => {
    const { items: _items, ...header } = cart;
    await db.carts.put({ ...header, partnerId, fetchedAt: Date.now() });
    const local = await db.cartItems.where('partnerId').equals(partnerId).toArray();
    const merge = mergeServerCart(partnerId, cart, local, await pendingCartProductIds(db, partnerId));
    await db.cartItems.bulkDelete(merge.remove.map((productId) => [partnerId, productId] as [number, number]));
    await db.cartItems.bulkPut(merge.put);
  });
}

export async function refreshCart(partnerId: number): Promise<void> {
  const cart = await fetchCart(partnerId);
  await storeServerCart(userDb(), partnerId, cart);
}

interface Lane {
  listType: ListType;
  ordination: Ordination;
}

const HOME_LANES: Lane[] = [
  { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE' },
  { listType: 'LAST_PURCHASES', ordination: 'ALPHABETICAL' },
  { listType: 'SUGGESTIONS', ordination: 'RELEVANCE' },
  { listType: 'PROMOTIONS', ordination: 'RELEVANCE' },
  { listType: 'FEFO', ordination: 'RELEVANCE' },
  { listType: 'FAVORITES', ordination: 'RELEVANCE' },
];

async function storePages(db: UserDb, partnerId: number, lanes: Array<{ lane: Lane; page: ProductListPage }>) {
  await db.transaction('rw', db.products, db.lists, db.outbox, async () => {
    await storeProducts(db, partnerId, lanes.flatMap(({ page }) => page.items));
    const lists: StoredList[] = lanes.map(({ lane, page }) => ({
      partnerId,
      ...lane,
      productIds: page.items.map((item) => item.product.id),
      lastPage: page.lastPage,
      totalPages: page.totalPages,
      totalElements: page.totalElements,
      filters: page.filters,
      fetchedAt: Date.now(),
    }));
    await db.lists.bulkPut(lists);
  });
}

/**
 * Banners, categories, the first page of each home lane and the cart. What arrived is
 * stored even when another part failed; the first failure is then rethrown.
 */
export async function refreshHome(partnerId: number): Promise<void> {
  const db = userDb();
  const [banners, departments, cart, ...pages] = await Promise.allSettled([
    fetchBanners(partnerId),
    fetchDepartments(partnerId),
    refreshCart(partnerId),
    ...HOME_LANES.map((lane) =>
      fetchList(partnerId, lane.listType, { page: 0, size: LANE_PAGE_SIZE, ordination: lane.ordination }),
    ),
  ]);
  await db.transaction('rw', db.banners, db.categories, async () => {
    if (banners.status === 'fulfilled') {
      await db.banners.where('partnerId').equals(partnerId).delete();
      await db.banners.bulkPut(banners.value.map((banner) => ({ ...banner, partnerId })));
    }
    if (departments.status === 'fulfilled') {
      await db.categories.where('partnerId').equals(partnerId).delete();
      await db.categories.bulkPut(departments.value.map((category) => ({ ...category, partnerId })));
    }
  });
  const lanes = HOME_LANES.flatMap((lane, index) => {
    const result = pages[index];
    return result.status === 'fulfilled' ? [{ lane, page: result.value as ProductListPage }] : [];
  });
  await storePages(db, partnerId, lanes);
  const failed = [banners, departments, cart, ...pages].find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

export const PULL_PAGE_SIZE = 1000;
// Rows per write transaction (one bulkPut); a yield to the main thread follows each one.
// A row costs about 0.1 ms of main thread at 1× CPU (structured clone, index keys of the
// multi-entry word index), so a chunk stays near 10 ms. Not below 50 rows: for smaller
// bulkPuts Dexie records every written key and word in its live-query range sets, and
// merging those grows with the catalogue (tasks of seconds over a 20,000-row pull).
export const WRITE_CHUNK = 100;
// Primary keys read per request while looking for products no longer offered.
const KEY_PAGE = 2000;
// A pull younger than this is not repeated on every home visit or reconnection.
const CATALOGUE_FRESH_MS = 10 * 60 * 1000;

async function storeProducts(db: UserDb, partnerId: number, entries: ProductEntry[]): Promise<void> {
  await db.transaction('rw', db.products, db.outbox, async () => {
    const favorites = await pendingFavorites(db, partnerId);
    await db.products.bulkPut(entries.map((e) => toStoredProduct(partnerId, e, favorites.get(e.product.id))));
  });
}

/** The partner's product ids on the device that `offered` does not hold, read page by page. */
async function staleProductKeys(db: UserDb, partnerId: number, offered: ReadonlySet<number>): Promise<Array<[number, number]>> {
  const stale: Array<[number, number]> = [];
  let after = -Infinity;
  for (;;) {
    const keys = await db.products
      .where('[partnerId+id]')
      .between([partnerId, after], [partnerId, Infinity], false, true)
      .limit(KEY_PAGE)
      .primaryKeys();
    for (const key of keys) if (!offered.has(key[1])) stale.push(key);
    if (keys.length < KEY_PAGE) return stale;
    after = keys[keys.length - 1]![1];
    await yieldToMain();
  }
}

/**
 * The partner's whole catalogue (local search and offline use), written in chunks with
 * a yield between them; products the partner no longer offers are removed at the end.
 */
export async function pullCatalogue(partnerId: number, onProgress?: (done: number, total: number) => void): Promise<void> {
  const db = userDb();
  const metaKey = `catalogue:${partnerId}`;
  const last = (await db.meta.get(metaKey))?.value as { pulledAt: number } | undefined;
  if (last && Date.now() - last.pulledAt < CATALOGUE_FRESH_MS) return;
  const seen = new Set<number>();
  let total = 0;
  for (let page = 0, lastPage = false; !lastPage; page += 1) {
    const answer = await searchProducts(partnerId, { filter: '', page, size: PULL_PAGE_SIZE });
    total = answer.totalElements;
    await yieldToMain();
    for (const chunk of chunked(answer.items, WRITE_CHUNK)) {
      await storeProducts(db, partnerId, chunk);
      chunk.forEach((entry) => seen.add(entry.product.id));
      onProgress?.(seen.size, total);
      await yieldToMain();
    }
    lastPage = answer.lastPage || answer.items.length === 0;
  }
  for (const keys of chunked(await staleProductKeys(db, partnerId, seen), WRITE_CHUNK)) {
    await db.products.bulkDelete(keys);
    await yieldToMain();
  }
  await db.meta.put({ key: metaKey, value: { pulledAt: Date.now(), total } });
}
