// A search page asked of the server, for a device that has not pulled its catalogue yet.
import { searchProducts } from '../../api/catalogue';
import type { Filter } from '../../domain/entities/catalogue';
import { userDb } from '../../db/user-db';
import { settledClock } from '../engine/settled';
import { storeProducts } from './catalogue-store';

export const SEARCH_PAGE_SIZE = 10;

export interface ServerSearchPage {
  /** the page's products, in the server's order, now stored on the device */
  ids: number[];
  lastPage: boolean;
  totalElements: number;
  /** the categories of the whole result */
  filters: Filter[];
}

/** One page of `GET /purchase/search` (10 products); its products are stored like the catalogue's. */
export async function searchOnServer(
  partnerId: number,
  query: { text: string; page: number; filters: string[] },
): Promise<ServerSearchPage> {
  const db = userDb();
  const requestedAt = await settledClock(db);
  const answer = await searchProducts(partnerId, {
    filter: query.text,
    page: query.page,
    size: SEARCH_PAGE_SIZE,
    filters: query.filters.length > 0 ? query.filters.join(',') : undefined,
  });
  await storeProducts(db, partnerId, answer.items, requestedAt);
  return {
    ids: answer.items.map((entry) => entry.product.id),
    lastPage: answer.lastPage,
    totalElements: answer.totalElements,
    filters: answer.filters,
  };
}
