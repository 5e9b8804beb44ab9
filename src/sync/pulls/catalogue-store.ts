// Writing product rows the server sent into the device's catalogue.
import type { ProductEntry } from '../../domain/entities/catalogue';
import type { UserDb } from '../../db/user-db';
import { readSettledLog } from '../engine/settled';
import { localWins, toStoredProduct } from './reconcile';

// Rows per write transaction (one bulkPut); a yield to the main thread follows each one.
// A row costs about 0.1 ms of main thread at 1× CPU (structured clone, index keys of the
// multi-entry word index), so a chunk stays near 10 ms. Not below 50 rows: for smaller
// bulkPuts Dexie records every written key and word in its live-query range sets, and
// merging those grows with the catalogue (tasks of seconds over a 20,000-row pull).
export const WRITE_CHUNK = 100;

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
