// The partner's whole catalogue on the device (local search and offline use), and the
// product rows every pull writes.
import { searchProducts } from '../../api/catalogue';
import type { ProductEntry } from '../../domain/entities/catalogue';
import { userDb, type UserDb } from '../../db/user-db';
import { chunked, yieldToMain } from './chunks';
import { readSettledLog, settledClock } from '../engine/settled';
import { localWins, toStoredProduct } from './reconcile';

const PULL_PAGE_SIZE = 1000;
// Rows per write transaction (one bulkPut); a yield to the main thread follows each one.
// A row costs about 0.1 ms of main thread at 1× CPU (structured clone, index keys of the
// multi-entry word index), so a chunk stays near 10 ms. Not below 50 rows: for smaller
// bulkPuts Dexie records every written key and word in its live-query range sets, and
// merging those grows with the catalogue (tasks of seconds over a 20,000-row pull).
const WRITE_CHUNK = 100;
// Primary keys read per request while looking for products no longer offered.
const KEY_PAGE = 2000;
// A pull younger than this is not repeated on every home visit or reconnection.
const CATALOGUE_FRESH_MS = 10 * 60 * 1000;

/**
 * The favorite each product keeps on the device: the last queued toggle, or, for a toggle
 * settled after the request noted `requestedAt`, the stored value (the answer predates it).
 */
async function localFavorites(db: UserDb, partnerId: number, requestedAt?: number): Promise<Map<number, boolean>> {
  const queued = (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.command);
  const favorites = new Map<number, boolean>();
  const settledIds = [...localWins('favorite', partnerId, [], await readSettledLog(db), requestedAt)];
  const rows = await db.products.bulkGet(settledIds.map((id) => [partnerId, id] as [number, number]));
  rows.forEach((row) => row && favorites.set(row.id, row.favorite));
  for (const command of queued) {
    if (command.type === 'favorite' && command.partnerId === partnerId) favorites.set(command.productId, command.favorite);
  }
  return favorites;
}

/**
 * Product rows as the server sent them, keeping favorite toggles still in the outbox and,
 * given `requestedAt` (`settledClock` before the request), those settled after it started.
 */
export async function storeProducts(db: UserDb, partnerId: number, entries: ProductEntry[], requestedAt?: number): Promise<void> {
  await db.transaction('rw', db.products, db.outbox, db.meta, async () => {
    const favorites = await localFavorites(db, partnerId, requestedAt);
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
    const requestedAt = await settledClock(db);
    const answer = await searchProducts(partnerId, { filter: '', page, size: PULL_PAGE_SIZE });
    total = answer.totalElements;
    await yieldToMain();
    for (const chunk of chunked(answer.items, WRITE_CHUNK)) {
      await storeProducts(db, partnerId, chunk, requestedAt);
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
