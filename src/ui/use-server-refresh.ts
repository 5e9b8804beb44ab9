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
  // A refresh that fails after the screen is gone has nobody to tell.
  const mounted = useRef(false);
  const run = useCallback(() => {
    if (inFlight.has(key)) return;
    inFlight.add(key);
    latest.current
      .refresh()
      .catch((error: unknown) => mounted.current && latest.current.onError?.(error))
      .finally(() => inFlight.delete(key));
  }, [key]);
  useEffect(() => {
    mounted.current = true;
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    window.addEventListener('focus', run);
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      mounted.current = false;
      window.removeEventListener('focus', run);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [run]);
  return run;
}
