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
    const run = () => {
      if (inFlight.has(key)) return;
      inFlight.add(key);
      latest.current
        .refresh()
        .catch((error: unknown) => latest.current.onError?.(error))
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
      window.removeEventListener('focus', run);
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);
}
