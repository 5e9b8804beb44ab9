// The partner's whole catalogue on the device (local search and offline use): pulled whole
// once, then kept up to date by its changes.
import { fetchCatalogueChanges, searchProducts } from '../../api/catalogue';
import { ApiError } from '../../api/errors';
import { userDb, type UserDb } from '../../db/user-db';
import { noteSynced } from '../engine/last-sync';
import { settledClock } from '../engine/settled';
import { applyCatalogueChanges } from './catalogue-changes';
import { clearCatalogueProgress, writeCatalogueProgress } from './catalogue-progress';
import { storeProducts, WRITE_CHUNK } from './catalogue-store';
import { askPersistentStorage } from './persistent-storage';
import { chunked, yieldToMain } from './chunks';

const PULL_PAGE_SIZE = 1000;
// Primary keys read per request while looking for products no longer offered.
const KEY_PAGE = 2000;
// A refresh younger than this is not repeated on every home visit or reconnection.
const CATALOGUE_FRESH_MS = 60 * 1000;

/** The meta row of the device's copy of a partner's catalogue: present once the first whole pull finished. */
export const catalogueMetaKey = (partnerId: number) => `catalogue:${partnerId}`;

/** What the device knows of its copy of a partner's catalogue. */
interface CatalogueMeta {
  pulledAt: number;
  /** the server's cursor after the last pull or refresh (absent in copies pulled before cursors existed) */
  cursor?: string;
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
 * Every product of the partner, page by page, written in chunks with a yield between them and
 * the progress kept in the meta table; products the partner no longer offers are removed at the
 * end. Resolves with the cursor read before the first page: changes made meanwhile come again
 * with the next refresh.
 */
async function pullWholeCatalogue(db: UserDb, partnerId: number, onProgress?: (done: number, total: number) => void): Promise<string> {
  const { cursor } = await fetchCatalogueChanges(partnerId);
  const seen = new Set<number>();
  await writeCatalogueProgress(db, partnerId, 0, 0);
  try {
    for (let page = 0, lastPage = false; !lastPage; page += 1) {
      const requestedAt = await settledClock(db);
      const answer = await searchProducts(partnerId, { filter: '', page, size: PULL_PAGE_SIZE });
      await yieldToMain();
      for (const chunk of chunked(answer.items, WRITE_CHUNK)) {
        await storeProducts(db, partnerId, chunk, requestedAt);
        chunk.forEach((entry) => seen.add(entry.product.id));
        await writeCatalogueProgress(db, partnerId, seen.size, answer.totalElements);
        onProgress?.(seen.size, answer.totalElements);
        await yieldToMain();
      }
      lastPage = answer.lastPage || answer.items.length === 0;
    }
    for (const keys of chunked(await staleProductKeys(db, partnerId, seen), WRITE_CHUNK)) {
      await db.products.bulkDelete(keys);
      await yieldToMain();
    }
  } finally {
    await clearCatalogueProgress(db, partnerId);
  }
  return cursor;
}

const CATALOGUE_REBUILT = 409;

/**
 * The partner's catalogue on the device (local search and offline use): the first time, and
 * when the server rebuilt its catalogue, every product; afterwards only what changed since the
 * cursor of the last pull (docs/decisions/0050-incremental-catalogue-refresh-a-per-partner-change-number.md).
 */
export async function pullCatalogue(partnerId: number, onProgress?: (done: number, total: number) => void): Promise<void> {
  const db = userDb();
  const metaKey = catalogueMetaKey(partnerId);
  const last = (await db.meta.get(metaKey))?.value as CatalogueMeta | undefined;
  if (last && Date.now() - last.pulledAt < CATALOGUE_FRESH_MS) return;
  let cursor: string | undefined;
  if (last?.cursor) {
    cursor = await applyCatalogueChanges(db, partnerId, last.cursor).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === CATALOGUE_REBUILT) return undefined;
      throw error;
    });
  }
  cursor ??= await pullWholeCatalogue(db, partnerId, onProgress);
  await db.meta.put({ key: metaKey, value: { pulledAt: Date.now(), cursor } satisfies CatalogueMeta });
  await noteSynced(db, partnerId);
  if (!last) void askPersistentStorage();
}

/** When the device's copy of the partner's catalogue (and its prices) was last refreshed; undefined before the first pull. */
export async function cataloguePulledAt(db: UserDb, partnerId: number): Promise<number | undefined> {
  return ((await db.meta.get(catalogueMetaKey(partnerId)))?.value as CatalogueMeta | undefined)?.pulledAt;
}
