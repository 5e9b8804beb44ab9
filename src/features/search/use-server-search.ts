import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Section } from '../../domain/entities/catalogue';
import { byName } from '../../domain/names';
import { userDb, type StoredProduct } from '../../db/user-db';
import { SEARCH_PAGE_SIZE, searchOnServer } from '../../sync/pulls/search';
import { reuseUnchanged } from '../catalogue/reuse-unchanged';
import { isCardHiddenHere } from '../product-card/card-visibility';
import { NOTHING_FOUND, type Found, type SearchQuery, type SearchResult } from './search-types';

function serverFilters({ group, sector }: SearchQuery): string[] {
  return [...(group === undefined ? [] : [`GROUP:${group}`]), ...(sector === undefined ? [] : [`PRODUCT_SECTION:${sector}`])];
}

async function searchServerPage(partnerId: number, query: SearchQuery, previous: Found | undefined, startedAt: number | undefined): Promise<Found> {
  const page = previous?.pages ?? 0;
  const answer = await searchOnServer(partnerId, { text: query.words.join(' '), page, filters: serverFilters(query) });
  return {
    ids: [...(previous?.ids ?? []), ...answer.ids],
    total: answer.totalElements,
    pages: page + 1,
    categories: answer.filters,
    sectors: [],
    startedAt,
  };
}

/** The stored rows of these products, in order, without those whose card is hidden. */
async function readRows(partnerId: number, ids: number[]): Promise<{ ids: number[]; rows: StoredProduct[] }> {
  const rows = await userDb().products.bulkGet(ids.map((id) => [partnerId, id] as [number, number]));
  return { ids, rows: rows.filter((row): row is StoredProduct => row !== undefined && !isCardHiddenHere(row.product)) };
}

/** The sectors of the products read from the server (it lists only categories). */
function sectorsOf(products: StoredProduct[]): Section[] {
  const sectors = new Map<number, Section>();
  for (const product of products) if (product.customerProductSection) sectors.set(product.customerProductSection.id, product.customerProductSection);
  return [...sectors.values()].sort(byName);
}

/** `GET /purchase/search`, page by page (stored like the catalogue's rows): while the device has no catalogue yet. */
export function useServerSearch(partnerId: number, query: SearchQuery, enabled: boolean, onFailed: () => void): SearchResult {
  const key = JSON.stringify([partnerId, query]);
  const [state, setState] = useState<{ key: string; found: Found }>();
  // A new query keeps the last answer on screen until its own arrives (no flash of 'Buscando…' between keystrokes or chips).
  const current = state?.key === key;
  const found = state?.found;
  const loading = useRef<string | null>(null);
  // The rows on screen: they keep their objects while unchanged (memoised cards skip rendering), and stay while a new page is read.
  const previous = useRef<StoredProduct[]>([]);

  useEffect(() => {
    if (!enabled || query.words.length === 0) return undefined;
    let live = true;
    searchServerPage(partnerId, query, undefined, performance.now()).then(
      (next) => live && setState({ key, found: next }),
      () => live && onFailed(),
    );
    return () => {
      live = false;
    };
    // `key` stands for partnerId and query.
  }, [key, enabled]);

  const shownIds = useMemo(() => (found ? found.ids.slice(0, found.pages * SEARCH_PAGE_SIZE) : []), [found]);
  const read = useLiveQuery(() => readRows(partnerId, shownIds), [partnerId, shownIds]);
  const rowsCurrent = read?.ids === shownIds;
  const products = useMemo(() => {
    if (!rowsCurrent) return found && previous.current.length > 0 ? previous.current : undefined;
    return (previous.current = reuseUnchanged(previous.current, read.rows));
  }, [read, rowsCurrent, found]);

  const hasMore = found !== undefined && found.pages * SEARCH_PAGE_SIZE < found.total;
  const loadMore = useCallback(() => {
    if (!found || !current || !hasMore || !rowsCurrent || loading.current === `${key}:${found.pages}`) return;
    loading.current = `${key}:${found.pages}`;
    searchServerPage(partnerId, query, found, found.startedAt).then(
      (next) => setState((last) => (last?.key === key ? { key, found: next } : last)),
      onFailed,
    );
  }, [found, current, hasMore, rowsCurrent, key, partnerId, query, onFailed]);

  const withSectors = useMemo(() => (found && products ? { ...found, sectors: sectorsOf(products) } : found), [found, products]);
  if (!enabled || !found) return NOTHING_FOUND;
  return { found: withSectors, products, hasMore, loadMore };
}
