import { useEffect } from 'react';
import { pullCatalogue, refreshHome } from '../../sync/refresh';

const inFlight = new Map<string, Promise<void>>();

/** One run per scope at a time: focus and online often fire together. */
function once(key: string, run: () => Promise<void>): void {
  if (inFlight.has(key)) return;
  const promise = run()
    // Offline or failing: the screen keeps showing what the device holds.
    .catch(() => undefined)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
}

/**
 * Stale-while-revalidate for the home screen: the lanes render from Dexie at once and
 * are refreshed on mount, focus and reconnection; the whole catalogue is pulled in the
 * background so search and offline use have every product.
 */
export function useHomeRefresh(partnerId: number): void {
  useEffect(() => {
    const refresh = () => once(`home-${partnerId}`, () => refreshHome(partnerId));
    const pull = () => once(`catalogue-${partnerId}`, () => pullCatalogue(partnerId));
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onOnline = () => {
      refresh();
      pull();
    };
    refresh();
    pull();
    window.addEventListener('focus', refresh);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [partnerId]);
}
