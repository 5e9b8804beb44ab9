import { useCallback, useState } from 'react';
import { pullCatalogue } from '../../sync/pulls/catalogue';
import { refreshHome } from '../../sync/pulls/home';
import { useServerRefresh } from '../../ui/use-server-refresh';

/**
 * The lanes render from Dexie at once and are refreshed on mount, focus and
 * reconnection; the whole catalogue is pulled in the background so search and offline
 * use have every product (the pull skips itself while the last one is fresh).
 * Answers `failed` while the last home refresh failed online (offline, the offline banner
 * says it), and `retry` to try again at once.
 */
export function useHomeRefresh(partnerId: number): { failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(navigator.onLine !== false), []);
  const refresh = useCallback(async () => {
    await refreshHome(partnerId);
    setFailed(false);
  }, [partnerId]);
  const refreshNow = useServerRefresh(`home-${partnerId}`, refresh, onError);
  useServerRefresh(`catalogue-${partnerId}`, () => pullCatalogue(partnerId));
  const retry = useCallback(() => {
    setFailed(false);
    refreshNow();
  }, [refreshNow]);
  return { failed, retry };
}
