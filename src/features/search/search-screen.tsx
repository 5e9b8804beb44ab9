import { useEffect, useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { userDb } from '../../db/user-db';
import { scrollPositions } from '../../db/scroll-positions';
import { useBack } from '../../ui/back';
import { ScreenHeading } from '../../ui/screen-heading';
import { SCROLL_SAVE_MS, useScrollMemory } from '../../ui/use-scroll-memory';
import { useSession } from '../auth/use-session';
import { HomeToolbar } from '../catalogue/home-toolbar';
import { usePartnerId } from '../partners/use-partner-id';
import { CatalogueProgress } from './catalogue-progress';
import { readLastSearch, writeLastSearch } from './last-search';
import { searchMessages } from './messages';
import { SearchChips } from './search-chips';
import { SearchField } from './search-field';
import { searchIndex } from './search-index';
import { benchTextRows } from '../../ui/bench-floor';
import { BenchTextRows } from './bench-text-rows';
import { SearchResults } from './search-results';
import { queryWords } from './search-text';
import { usePaintMeasure } from './use-paint-measure';
import { useSearch, useWholeCatalogue } from './use-search';
import styles from './search-screen.module.css';

const searchRoute = getRouteApi('/shell/partner/busca');
// The bench's floor draws plain text rows in place of the cards (scripts/bench/search-keys.mjs).
// The search bench loads the page after setting the flag: the choice holds for the page's life.
const Results = benchTextRows() ? BenchTextRows : SearchResults;

/** What is searched for a text, a category and a sector (each optional). */
const searchQuery = (text: string, group: number | undefined, sector: number | undefined) => ({ words: queryWords(text), group, sector });

/** Search ('Buscar', /busca?q=&group=): the device's catalogue, online and offline alike. */
export function SearchScreen() {
  const partnerId = usePartnerId();
  const username = useSession()?.username ?? '';
  const { q = '', group } = searchRoute.useSearch();
  const navigate = searchRoute.useNavigate();
  const back = useBack(partnerId);
  const instant = useWholeCatalogue(partnerId);
  // With the whole catalogue on the device each key searches at once; the URL's text follows after the debounce.
  const [typed, setTyped] = useState<{ text: string; keyAt: number; base: string }>();
  // Not deferred: the key's own render is light (the results on screen stay until the new ones are in), and a deferred
  // render waited behind the last results' follow-up work (their cards' second part, images), hundreds of ms at 4x CPU.
  const searched = useMemo(() => (instant && typed?.base === q ? typed : { text: q, keyAt: undefined }), [instant, typed, q]);
  // The sector chosen for this text; a new text starts without one.
  const [sector, setSector] = useState<{ q: string; id: number }>();
  const sectorId = sector?.q === searched.text ? sector.id : undefined;

  const show = (next: { q?: string; group?: number }) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });

  // Opened without a text: the user's last search comes back [commerce §2 Search].
  useEffect(() => {
    const last = readLastSearch(username);
    if (!q && last?.q) show({ q: last.q, group: group ?? last.group });
    // Only on arrival.
  }, []);
  useEffect(() => {
    if (q) writeLastSearch(username, { q, group });
  }, [username, q, group]);
  // The catalogue is read into memory while the user types, not after the first debounce.
  useEffect(() => {
    void searchIndex(userDb(), partnerId).catch(() => undefined);
  }, [partnerId]);

  const query = useMemo(() => searchQuery(searched.text, group, sectorId), [searched.text, group, sectorId]);
  const { found, products, hasMore, loadMore, prepare } = useSearch(partnerId, query, { whole: instant, keyAt: searched.keyAt });
  usePaintMeasure(found?.startedAt, found !== undefined && products !== undefined && (found.total === 0 || products[0]?.id === found.ids[0]));
  // Each text, group and sector keeps its own place in the results [commerce §9].
  useScrollMemory(`/busca:${partnerId}:${q}:${group ?? ''}:${sectorId ?? ''}`, {
    store: scrollPositions,
    ready: products !== undefined && products.length > 0,
    saveAfterMs: SCROLL_SAVE_MS.list,
  });
  const sectorChipsShown = found !== undefined && (found.sectors.length > 1 || sectorId !== undefined);

  return (
    <div className={styles.screen}>
      <div className={styles.heading}>
        <ScreenHeading onBack={back}>{searchMessages.title}</ScreenHeading>
      </div>
      <HomeToolbar
        search={
          <SearchField
            committed={q}
            onCommit={(text) => show({ q: text || undefined })}
            onDraft={(text, keyAt) => {
              if (instant) return setTyped({ text, keyAt, base: q });
              // A new text starts without a sector: the search it will commit is ready when the debounce ends.
              prepare(searchQuery(text, group, undefined));
            }}
          />
        }
      />
      <CatalogueProgress partnerId={partnerId} />
      {found && found.categories.length > 0 && (
        <SearchChips label={searchMessages.categories} chips={found.categories} selected={group} onSelect={(id) => show({ group: id })} />
      )}
      {sectorChipsShown && (
        <SearchChips
          label={searchMessages.sectors}
          chips={found.sectors}
          selected={sectorId}
          onSelect={(id) => setSector(id === undefined ? undefined : { q: searched.text, id })}
        />
      )}
      {query.words.length === 0 ? (
        <p className={styles.prompt}>{searchMessages.prompt}</p>
      ) : !found || !products ? (
        <p role="status" className={styles.prompt}>
          {searchMessages.searching}
        </p>
      ) : found.total === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{searchMessages.notFound}</p>
          <p>{searchMessages.notFoundHint}</p>
        </div>
      ) : (
        <>
          <div role="status">
            <h2 className={styles.count}>{searchMessages.found(found.total)}</h2>
          </div>
          <Results partnerId={partnerId} products={products} total={found.total} hasMore={hasMore} loadMore={loadMore} words={query.words} />
        </>
      )}
    </div>
  );
}
