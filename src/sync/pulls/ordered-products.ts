// After an order, its products carry a new 'Última compra': re-read them, so every card shows
// it and not only those on the first page of a home lane (the catalogue pull may be hours away).
import { fetchProduct } from '../../api/catalogue';
import type { ProductEntry } from '../../domain/entities/catalogue';
import { userDb } from '../../db/user-db';
import { settledClock } from '../engine/settled';
import { storeProducts } from './catalogue-store';
import { chunked } from './chunks';

// Requests at a time: an order of 60 items must not hold the connection for the screens.
const AT_ONCE = 4;

/** Best effort: a product that fails to load keeps what the device holds. */
export async function refreshOrderedProducts(partnerId: number, productIds: readonly number[]): Promise<void> {
  const db = userDb();
  const requestedAt = await settledClock(db);
  const entries: ProductEntry[] = [];
  for (const ids of chunked(productIds, AT_ONCE)) {
    const answers = await Promise.allSettled(ids.map((id) => fetchProduct(partnerId, id)));
    for (const answer of answers) if (answer.status === 'fulfilled') entries.push(answer.value);
  }
  await storeProducts(db, partnerId, entries, requestedAt);
}
