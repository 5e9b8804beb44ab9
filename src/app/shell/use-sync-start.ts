import { useEffect } from 'react';
import { loadCommands } from '../../sync/commands/load-commands';
import { typedRemovalLeft } from '../../sync/commands/typed-removal';
import { useOnline } from '../../ui/use-online';

const load = () => void loadCommands().catch(() => undefined);

/**
 * Starts the outbox's flusher when the outbox holds something (`pending`: at start, or after a change on any
 * screen), and loads it at the first touch or key, before the change it is about to carry.
 */
export function useSyncStart(pending: number): void {
  const online = useOnline();
  // Each change to the outbox and each reconnection tries again a load that failed.
  useEffect(() => {
    if (pending > 0) load();
  }, [pending, online]);
  // A '0' typed before the page went away is applied by the commands as they start.
  useEffect(() => {
    if (typedRemovalLeft()) load();
  }, []);
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
