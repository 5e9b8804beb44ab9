import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Filter } from '../../domain/entities/catalogue';
import { byName } from '../../domain/names';
import { userDb, type StoredCategory, type StoredProduct } from '../../db/user-db';
import { SEARCH_PAGE_SIZE } from '../../sync/pulls/search';
import { isCardHiddenHere } from '../product-card/card-visibility';
import { chipsOf, narrow, rankProducts, type SearchIndex } from './local-ranking';
import { deviceCatalogue, readMissingRows, watchDeviceCatalogue } from './search-index';
import { NOTHING_FOUND, type Found, type SearchQuery, type SearchResult } from './search-types';

/** The category chips of a device search: the partner's categories the result holds, by name. */
function categoryFilters(categories: readonly StoredCategory[], ids: ReadonlySet<number>): Filter[] {
  return categories
    .filter((category) => ids.has(category.id))
    .sort(byName)
    .map((category) => ({ id: category.id, name: category.name, type: 'CATEGORY' }));
}

type Answer = Pick<Found, 'ids' | 'categories' | 'sectors'>;

// The last answers, kept outside React: a render interrupted by a key or a card's update and started again does not
// rank again.
const ANSWERS_KEPT = 8;
const answers = new WeakMap<SearchIndex, Map<string, Answer>>();

function answerOf(index: SearchIndex, categories: readonly StoredCategory[], queryKey: string): Answer | undefined {
  let kept = answers.get(index);
  if (!kept) answers.set(index, (kept = new Map()));
  const cached = kept.get(queryKey);
  if (cached) return cached;
  const searched = JSON.parse(queryKey) as SearchQuery;
  if (searched.words.length === 0) return undefined;
  const ranked = rankProducts(index, searched.words);
  const chips = chipsOf(ranked);
  const answer = { ids: narrow(ranked, searched).map((entry) => entry.id), categories: categoryFilters(categories, chips.categoryIds), sectors: chips.sectors };
  kept.set(queryKey, answer);
  if (kept.size > ANSWERS_KEPT) kept.delete(kept.keys().next().value!);
  return answer;
}

/**
 * A search of the partner's catalogue held in memory: answered in the render that asks for it (no IndexedDB read
 * between a key and its cards), 10 more rows per `loadMore`. Rows written since the catalogue was read are read
 * again; meanwhile the rows last shown stay.
 */
export function useDeviceSearch(partnerId: number, query: SearchQuery, keyAt: number | undefined, enabled: boolean): SearchResult {
  const db = userDb();
  const subscribe = useCallback((listener: () => void) => (enabled ? watchDeviceCatalogue(db, partnerId, listener) : () => undefined), [db, partnerId, enabled]);
  const catalogue = useSyncExternalStore(subscribe, () => (enabled ? deviceCatalogue(db, partnerId) : undefined));
  const categories = useLiveQuery(
    async (): Promise<StoredCategory[] | undefined> => (enabled ? db.categories.where('partnerId').equals(partnerId).toArray() : undefined),
    [db, partnerId, enabled],
  );
  const index = catalogue?.index;
  // By value: a caller's new object for the same query searches nothing again.
  const queryKey = JSON.stringify(query);
  const answer = useMemo(() => (index && categories ? answerOf(index, categories, queryKey) : undefined), [index, categories, queryKey]);

  // Pages shown of this query: a catalogue read again keeps them.
  const [paging, setPaging] = useState<{ queryKey: string; pages: number }>();
  const pages = paging?.queryKey === queryKey ? paging.pages : 1;
  const found = useMemo<Found | undefined>(
    () => answer && { ...answer, total: answer.ids.length, pages, startedAt: keyAt },
    [answer, pages, keyAt],
  );

  const view = useMemo(() => {
    if (!catalogue || !found) return undefined;
    const ids = found.ids.slice(0, found.pages * SEARCH_PAGE_SIZE);
    const missing = ids.filter((id) => !catalogue.rows.has(id));
    if (missing.length > 0) return { missing };
    const rows = ids.map((id) => catalogue.rows.get(id)).filter((row): row is StoredProduct => row != null && !isCardHiddenHere(row.product));
    return { missing, rows };
  }, [catalogue, found]);
  useEffect(() => {
    if (view && view.missing.length > 0) void readMissingRows(db, partnerId, view.missing).catch(() => undefined);
  }, [db, partnerId, view]);
  // While missing rows are read, the answer last shown stays (its count, chips and cards together).
  const current = view?.rows && found ? { found, products: view.rows } : undefined;
  const [lastShown, setLastShown] = useState(current);
  if (current && (current.found !== lastShown?.found || current.products !== lastShown.products)) setLastShown(current);
  const shown = current ?? lastShown;

  // More pages once this query's rows are all shown.
  const hasMore = current !== undefined && current.found.pages * SEARCH_PAGE_SIZE < current.found.total;
  const loadMore = useCallback(() => {
    if (found && hasMore) setPaging({ queryKey, pages: found.pages + 1 });
  }, [found, hasMore, queryKey]);

  if (!enabled || !found || !shown) return NOTHING_FOUND;
  return { found: shown.found, products: shown.products, hasMore, loadMore };
}
