import { useEffect, useRef } from 'react';

const inFlight = new Set<string>();

/**
 * Stale-while-revalidate: the screen renders from Dexie at once and asks the server
 * again on mount, focus and reconnection. Offline or failing, the device's data stays.
 */
export function useServerRefresh(key: string, refresh: () => Promise<void>, onError?: (error: unknown) => void): void {
  const latest = useRef({ refresh, onError });
  latest.current = { refresh, onError };
  useEffect(() => {
    // A refresh that fails after the screen is gone has nobody to tell.
    let mounted = true;
    const run = () => {
      if (inFlight.has(key)) return;
      inFlight.add(key);
      latest.current
        .refresh()
        .catch((error: unknown) => mounted && latest.current.onError?.(error))
        .finally(() => inFlight.delete(key));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    window.addEventListener('focus', run);
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      mounted = false;
      window.removeEventListener('focus', run);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);
}
