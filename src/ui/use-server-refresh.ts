import { useCallback, useEffect, useRef } from 'react';

const inFlight = new Set<string>();

/**
 * Stale-while-revalidate: the screen renders from Dexie at once and asks the server
 * again on mount, focus and reconnection. Offline or failing, the device's data stays.
 * Answers a function that refreshes at once (a retry), under the same rules.
 */
export function useServerRefresh(key: string, refresh: () => Promise<void>, onError?: (error: unknown) => void): () => void {
  const latest = useRef({ refresh, onError });
  latest.current = { refresh, onError };
  // A refresh that fails after the screen is gone, or after it moved to another key (another partner), has nobody
  // to tell.
  const shownKey = useRef<string | null>(null);
  const run = useCallback(() => {
    if (inFlight.has(key)) return;
    inFlight.add(key);
    latest.current
      .refresh()
      .catch((error: unknown) => shownKey.current === key && latest.current.onError?.(error))
      .finally(() => inFlight.delete(key));
  }, [key]);
  useEffect(() => {
    shownKey.current = key;
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    window.addEventListener('focus', run);
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      shownKey.current = null;
      window.removeEventListener('focus', run);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key, run]);
  return run;
}
