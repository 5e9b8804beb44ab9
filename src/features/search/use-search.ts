import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Filter, Section } from '../../domain/entities/catalogue';
import { isCardHiddenHere } from '../product-card/card-visibility';
import { userDb, type StoredCategory, type StoredProduct } from '../../db/user-db';
import { SEARCH_PAGE_SIZE, searchOnServer } from '../../sync/pulls/search';
import { useOnline } from '../../ui/use-online';
import { reuseUnchanged } from '../catalogue/reuse-unchanged';
import { byName } from '../../domain/names';
import { afterPaint } from '../../ui/after-paint';
import { noteKeyResults } from '../../ui/typing-pause';
import { chipsOf, narrow, rankProducts, type SearchIndex, type SearchNarrowing } from './local-ranking';
import { hasWholeCatalogue, searchIndex } from './search-index';

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
  /** a device search's first page, read with the answer: its cards come in the answer's render */
  firstRows?: ShownRows;
}

interface ShownRows {
  ids: number[];
  rows: StoredProduct[];
}

export interface SearchResult {
  /** undefined while the first answer of this query is awaited */
  found: Found | undefined;
  /** the products shown, in order */
  products: StoredProduct[] | undefined;
  hasMore: boolean;
  loadMore: () => void;
  /** searches the device for a query about to come (a text waiting out its debounce): its answer is then at hand */
  prepare: (next: SearchQuery) => void;
}

/** A device search made ahead, with the index it read: used only while that index is still the current one. */
interface Prepared {
  key: string;
  index: SearchIndex;
  answer: Promise<Omit<Found, 'startedAt'>>;
}

/** The category chips of a device search: the partner's categories the result holds, by name. */
function categoryFilters(categories: readonly StoredCategory[], ids: ReadonlySet<number>): Filter[] {
  return categories
    .filter((category) => ids.has(category.id))
    .sort(byName)
    .map((category) => ({ id: category.id, name: category.name, type: 'CATEGORY' }));
}

/** The stored rows of these products, in order, without those whose card is hidden. */
async function readRows(partnerId: number, ids: number[]): Promise<ShownRows> {
  const rows = await userDb().products.bulkGet(ids.map((id) => [partnerId, id] as [number, number]));
  return { ids, rows: rows.filter((row): row is StoredProduct => row !== undefined && !isCardHiddenHere(row.product)) };
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The rows of these products: from those on screen when all are there (typing on narrows a result), else read. */
async function firstPageRows(partnerId: number, ids: number[], onScreen: readonly StoredProduct[]): Promise<ShownRows> {
  const shown = new Map(onScreen.map((row) => [row.id, row]));
  const rows = ids.map((id) => shown.get(id));
  return rows.every((row) => row !== undefined) ? { ids, rows } : readRows(partnerId, ids);
}

/** A search of the index in memory, with the rows of its first page. */
async function searchDevice(
  partnerId: number,
  index: SearchIndex,
  categories: readonly StoredCategory[],
  query: SearchQuery,
  onScreen: readonly StoredProduct[],
): Promise<Omit<Found, 'startedAt'>> {
  const ranked = rankProducts(index, query.words);
  const chips = chipsOf(ranked);
  const ids = narrow(ranked, query).map((entry) => entry.id);
  const firstRows = await firstPageRows(partnerId, ids.slice(0, SEARCH_PAGE_SIZE), onScreen);
  return { ids, total: ids.length, pages: 1, categories: categoryFilters(categories, chips.categoryIds), sectors: chips.sectors, firstRows };
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
  return [...sectors.values()].sort(byName);
}

/** True once the device holds the partner's whole catalogue; undefined while that is read. */
export function useWholeCatalogue(partnerId: number): boolean | undefined {
  return useLiveQuery(() => hasWholeCatalogue(userDb(), partnerId), [partnerId]);
}

interface SearchContext {
  /** the device holds the partner's whole catalogue (`useWholeCatalogue`, read once by the screen); undefined while read */
  whole: boolean | undefined;
  /** performance.now() of the key that typed the text, when it is searched at once */
  keyAt?: number;
}

/**
 * The products a search finds, 10 more per `loadMore`: from the device's catalogue (online or
 * offline), or from the server while the device has not pulled its catalogue and is online.
 */
export function useSearch(partnerId: number, query: SearchQuery, { whole, keyAt }: SearchContext): SearchResult {
  const online = useOnline();
  const [serverFailed, setServerFailed] = useState(false);
  const source: Source | undefined = whole === undefined ? undefined : !whole && online && !serverFailed ? 'server' : 'device';
  // Bumped when the search index was built again after a catalogue change: the same query searches again.
  const [indexBuilds, setIndexBuilds] = useState(0);
  const queryKeyOf = (searched: SearchQuery) => JSON.stringify([partnerId, source, searched]);
  const keyOf = (searched: SearchQuery) => `${queryKeyOf(searched)}:${indexBuilds}`;
  const queryKey = queryKeyOf(query);
  const key = keyOf(query);
  const categories = useLiveQuery(() => userDb().categories.where('partnerId').equals(partnerId).toArray(), [partnerId]);
  const [state, setState] = useState<{ key: string; queryKey: string; found: Found } | undefined>();
  // A new query keeps the last answer on screen until its own arrives (no flash of 'Buscando…' between keystrokes or chips).
  const current = state?.key === key;
  const found = state?.found;
  const loading = useRef<string | null>(null);
  // The rows on screen. They keep their objects while unchanged (memoised cards skip rendering); a new page's read keeps the last rows meanwhile.
  const previous = useRef<StoredProduct[]>([]);
  const prepared = useRef<Prepared | null>(null);

  const prepare = (next: SearchQuery) => {
    if (source !== 'device' || categories === undefined || next.words.length === 0) return;
    const nextKey = keyOf(next);
    if (prepared.current?.key === nextKey) return;
    void searchIndex(userDb(), partnerId).then((index) => {
      const answer = searchDevice(partnerId, index, categories, next, previous.current);
      prepared.current = { key: nextKey, index, answer };
      // A failed preparation is forgotten: the committed search then searches afresh.
      answer.catch(() => {
        if (prepared.current?.answer === answer) prepared.current = null;
      });
    }, () => undefined);
  };

  useEffect(() => {
    if (source === undefined || query.words.length === 0) return undefined;
    if (source === 'device' && categories === undefined) return undefined;
    let current = true;
    // Measured from the key that typed this text, when it searched at once.
    const startedAt = keyAt ?? performance.now();
    // The same query searched again after a catalogue change keeps the pages already shown. Not a transition: the answer
    // goes ahead of the follow-up work still under way for the results before it (a transition waits for it), and a
    // stale answer is never shown (`current`).
    const show = (next: Omit<Found, 'startedAt'>) => {
      if (keyAt !== undefined) noteKeyResults();
      setState((last) => ({ key, queryKey, found: { ...next, pages: last?.queryKey === queryKey ? last.found.pages : next.pages, startedAt } }));
    };
    const refreshed = () => current && setIndexBuilds((count) => count + 1);
    // An answer prepared while the text waited is taken when it read the index this search reads.
    // Used once: a later visit to the same text reads its rows afresh.
    const ahead = (index: SearchIndex) => {
      const ready = prepared.current?.key === key && prepared.current.index === index ? prepared.current.answer : undefined;
      if (ready) prepared.current = null;
      return ready;
    };
    const searchHere = () =>
      searchIndex(userDb(), partnerId, refreshed).then((index) => ahead(index) ?? searchDevice(partnerId, index, categories!, query, previous.current));
    // A key's text is ranked once the frame showing the key in the field is painted: ranking 20,000 products takes
    // tens of ms on a slow phone, and would otherwise hold that frame.
    let cancelWait = () => {};
    const keyPainted = () => (keyAt === undefined ? Promise.resolve() : new Promise<void>((resolve) => (cancelWait = afterPaint(resolve))));
    const run = source === 'device' ? keyPainted().then(searchHere) : searchServerPage(partnerId, query, undefined);
    run.then(
      (next) => current && show(next),
      () => current && source === 'server' && setServerFailed(true),
    );
    return () => {
      current = false;
      cancelWait();
    };
    // `key` stands for partnerId, source, query and the catalogue reads; the categories are read once (chips' names).
  }, [key, categories === undefined]);

  const shownIds = useMemo(() => (found ? found.ids.slice(0, found.pages * SEARCH_PAGE_SIZE) : []), [found]);
  const read = useLiveQuery(() => readRows(partnerId, shownIds), [partnerId, shownIds]);
  const firstRows = found?.firstRows && sameIds(found.firstRows.ids, shownIds) ? found.firstRows : undefined;
  // The rows of the pages asked for are in: until then the list shows older rows, and their end is not the list's end.
  const rowsCurrent = read?.ids === shownIds || firstRows !== undefined;
  // Neither: the rows last shown stay (an older query's read must not come back while a new page is read).
  const rows = read?.ids === shownIds ? read.rows : firstRows?.rows;
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
  return { found: query.words.length === 0 ? undefined : withSectors, products: found ? products : undefined, hasMore, loadMore, prepare };
}
