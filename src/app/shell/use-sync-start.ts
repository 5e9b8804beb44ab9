import { useEffect } from 'react';
import { loadCommands } from '../../sync/commands/load-commands';

// A failed load is tried again by the next change (the outbox keeps what waits meanwhile).
const load = () => void loadCommands().catch(() => undefined);

/**
 * Starts the outbox's flusher when the outbox holds something (at start, or after a change on
 * any screen), and loads it at the first touch or key, before the change it is about to carry.
 */
export function useSyncStart(queued: boolean): void {
  useEffect(() => {
    if (queued) load();
  }, [queued]);
  useEffect(() => {
    const options = { once: true, capture: true };
    window.addEventListener('pointerdown', load, options);
    window.addEventListener('keydown', load, options);
    return () => {
      window.removeEventListener('pointerdown', load, options);
      window.removeEventListener('keydown', load, options);
    };
  }, []);
}
