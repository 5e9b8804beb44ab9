import { useCallback, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import { useOnline } from '../../ui/use-online';
import { hasWholeCatalogue } from './search-index';
import { NOTHING_FOUND, type SearchQuery, type SearchResult } from './search-types';
import { useDeviceSearch } from './use-device-search';
import { useServerSearch } from './use-server-search';

export type { SearchQuery, SearchResult } from './search-types';

/** True once the device holds the partner's whole catalogue; undefined while that is read. */
export function useWholeCatalogue(partnerId: number): boolean | undefined {
  return useLiveQuery(() => hasWholeCatalogue(userDb(), partnerId), [partnerId]);
}

interface SearchContext {
  /** the device holds the partner's whole catalogue (`useWholeCatalogue`); undefined while that is read */
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
  const source = whole === undefined ? undefined : !whole && online && !serverFailed ? 'server' : 'device';
  const onServerFailed = useCallback(() => setServerFailed(true), []);
  const device = useDeviceSearch(partnerId, query, keyAt, source === 'device');
  const server = useServerSearch(partnerId, query, source === 'server', onServerFailed);
  if (query.words.length === 0) return NOTHING_FOUND;
  return source === 'device' ? device : source === 'server' ? server : NOTHING_FOUND;
}
