import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Filter, Section } from '../../domain/entities/catalogue';
import { isMobileCardHidden } from '../../domain/product-visibility';
import { userDb, type StoredCategory, type StoredProduct } from '../../db/user-db';
import { SEARCH_PAGE_SIZE, searchOnServer } from '../../sync/pulls/search';
import { useOnline } from '../../ui/use-online';
import { reuseUnchanged } from '../catalogue/reuse-unchanged';
import { chipsOf, narrow, rankProducts, type SearchFacts, type SearchNarrowing } from './local-ranking';
import { factsInMemory, hasWholeCatalogue, searchFacts } from './search-index';

export interface SearchQuery extends SearchNarrowing {
  /** normalised query words; none: nothing is searched */
  words: string[];
}

/** Where the answer comes from: the device's catalogue, or the server while the device has none. */
type Source = 'device' | 'server';

interface Found {
  /** ids of the products found so far: every one (device) or the pages read (server) */
  ids: number[];
  total: number;
  /** pages shown (device) or read (server) */
  pages: number;
  categories: Filter[];
  sectors: Section[];
  /** performance.now() when the search started: the screen measures key → painted from it */
  startedAt: number;
}

export interface SearchResult {
  /** undefined while the first answer of this query is awaited */
  found: Found | undefined;
  /** the products shown, in order */
  products: StoredProduct[] | undefined;
  hasMore: boolean;
  loadMore: () => void;
}

/** The category chips of a device search: the partner's categories the result holds, by name. */
function categoryFilters(categories: readonly StoredCategory[], ids: ReadonlySet<number>): Filter[] {
  return categories
    .filter((category) => ids.has(category.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .map((category) => ({ id: category.id, name: category.name, type: 'CATEGORY' }));
}

/** A search of the facts in memory: synchronous, no IndexedDB read between the key and the answer. */
function searchDevice(facts: readonly SearchFacts[], categories: readonly StoredCategory[], query: SearchQuery): Omit<Found, 'startedAt'> {
  const ranked = rankProducts(facts, query.words);
  const chips = chipsOf(ranked);
  const ids = narrow(ranked, query).map((entry) => entry.id);
  return { ids, total: ids.length, pages: 1, categories: categoryFilters(categories, chips.categoryIds), sectors: chips.sectors };
}

function serverFilters({ group, sector }: SearchQuery): string[] {
  return [...(group === undefined ? [] : [`GROUP:${group}`]), ...(sector === undefined ? [] : [`PRODUCT_SECTION:${sector}`])];
}

async function searchServerPage(partnerId: number, query: SearchQuery, previous: Found | undefined): Promise<Omit<Found, 'startedAt'>> {
  const page = previous?.pages ?? 0;
  const answer = await searchOnServer(partnerId, { text: query.words.join(' '), page, filters: serverFilters(query) });
  return {
    ids: [...(previous?.ids ?? []), ...answer.ids],
    total: answer.totalElements,
    pages: page + 1,
    categories: answer.filters,
    sectors: previous?.sectors ?? [],
  };
}

/** The sectors of the products read from the server (it lists only categories). */
function sectorsOf(products: StoredProduct[]): Section[] {
  const sectors = new Map<number, Section>();
  for (const product of products) if (product.customerProductSection) sectors.set(product.customerProductSection.id, product.customerProductSection);
  return [...sectors.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * The products a search finds, 10 more per `loadMore`: from the device's catalogue (online or
 * offline), or from the server while the device has not pulled its catalogue and is online.
 */
export function useSearch(partnerId: number, query: SearchQuery): SearchResult {
  const online = useOnline();
  const whole = useLiveQuery(() => hasWholeCatalogue(userDb(), partnerId), [partnerId]);
  const [serverFailed, setServerFailed] = useState(false);
  const source: Source | undefined = whole === undefined ? undefined : !whole && online && !serverFailed ? 'server' : 'device';
  // Bumped when the device's catalogue was read again after a change: the same query searches again.
  const [factsRead, setFactsRead] = useState(0);
  const queryKey = JSON.stringify([partnerId, source, query]);
  const key = `${queryKey}:${factsRead}`;
  const categories = useLiveQuery(() => userDb().categories.where('partnerId').equals(partnerId).toArray(), [partnerId]);
  const [state, setState] = useState<{ key: string; queryKey: string; found: Found } | undefined>();
  // A new query keeps the last answer on screen until its own arrives (no flash of 'Buscando…' between keystrokes or chips).
  const current = state?.key === key;
  const found = state?.found;
  const loading = useRef<string | null>(null);

  useEffect(() => {
    if (source === undefined || query.words.length === 0) return undefined;
    if (source === 'device' && categories === undefined) return undefined;
    let current = true;
    const startedAt = performance.now();
    // The same query searched again after a catalogue change keeps the pages already shown.
    const show = (next: Omit<Found, 'startedAt'>) =>
      setState((last) => ({ key, queryKey, found: { ...next, pages: last?.queryKey === queryKey ? last.found.pages : next.pages, startedAt } }));
    const refreshed = () => current && setFactsRead((count) => count + 1);
    const db = userDb();
    const inMemory = source === 'device' ? factsInMemory(db, partnerId, refreshed) : undefined;
    if (inMemory) show(searchDevice(inMemory, categories!, query));
    else {
      const run =
        source === 'device'
          ? searchFacts(db, partnerId, refreshed).then((facts) => searchDevice(facts, categories!, query))
          : searchServerPage(partnerId, query, undefined);
      run.then(
        (next) => current && show(next),
        () => current && source === 'server' && setServerFailed(true),
      );
    }
    return () => {
      current = false;
    };
    // `key` stands for partnerId, source, query and the catalogue reads; the categories are read once (chips' names).
  }, [key, categories === undefined]);

  const shownIds = useMemo(() => (found ? found.ids.slice(0, found.pages * SEARCH_PAGE_SIZE) : []), [found]);
  const read = useLiveQuery(
    async () => ({
      ids: shownIds,
      rows: (await userDb().products.bulkGet(shownIds.map((id) => [partnerId, id] as [number, number]))).filter(
        (row): row is StoredProduct => row !== undefined && !isMobileCardHidden(row.product),
      ),
    }),
    [partnerId, shownIds],
  );
  const rows = read?.rows;
  // The rows of the pages asked for are in: until then the list shows older rows, and their end is not the list's end.
  const rowsCurrent = read?.ids === shownIds;
  // Rows keep their objects while unchanged (memoised cards skip rendering); a new page's read keeps the last rows meanwhile.
  const previous = useRef<StoredProduct[]>([]);
  const products = useMemo(() => {
    if (rows === undefined) return found && previous.current.length > 0 ? previous.current : undefined;
    return (previous.current = reuseUnchanged(previous.current, rows));
  }, [rows, found]);

  const hasMore = found !== undefined && found.pages * SEARCH_PAGE_SIZE < found.total;
  const loadMore = useCallback(() => {
    if (!found || !current || !hasMore || !rowsCurrent || loading.current === `${key}:${found.pages}`) return;
    loading.current = `${key}:${found.pages}`;
    if (source === 'device') {
      setState({ key, queryKey, found: { ...found, pages: found.pages + 1 } });
      return;
    }
    searchServerPage(partnerId, query, found).then(
      (next) => setState((last) => (last?.key === key ? { key, queryKey, found: { ...next, startedAt: found.startedAt } } : last)),
      () => setServerFailed(true),
    );
  }, [found, current, hasMore, rowsCurrent, key, queryKey, partnerId, query, source]);

  const withSectors = useMemo(
    () => (found && source === 'server' && products ? { ...found, sectors: sectorsOf(products) } : found),
    [found, products, source],
  );
  return { found: query.words.length === 0 ? undefined : withSectors, products: found ? products : undefined, hasMore, loadMore };
}
