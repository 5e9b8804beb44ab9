import { pullCatalogue } from '../../sync/pulls/catalogue';
import { refreshHome } from '../../sync/pulls/home';
import { useServerRefresh } from '../../ui/use-server-refresh';

/**
 * The lanes render from Dexie at once and are refreshed on mount, focus and
 * reconnection; the whole catalogue is pulled in the background so search and offline
 * use have every product (the pull skips itself while the last one is fresh).
 */
export function useHomeRefresh(partnerId: number): void {
  useServerRefresh(`home-${partnerId}`, () => refreshHome(partnerId));
  useServerRefresh(`catalogue-${partnerId}`, () => pullCatalogue(partnerId));
}
