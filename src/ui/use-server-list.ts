import { useCallback, useEffect, useRef, useState } from 'react';

export type ServerList<T> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: T[] };

/**
 * A list only the server holds (nothing kept on the device): asked on mount, when `enabled` turns true (back
 * online) and on `reload`. While reloading, the list shown stays.
 */
export function useServerList<T>(load: () => Promise<T[]>, enabled: boolean): [ServerList<T>, () => Promise<void>] {
  const [list, setList] = useState<ServerList<T>>({ status: 'loading' });
  const latest = useRef(load);
  latest.current = load;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const reload = useCallback(async () => {
    try {
      const items = await latest.current();
      if (mounted.current) setList({ status: 'ready', items });
    } catch {
      if (mounted.current) setList((current) => (current.status === 'ready' ? current : { status: 'failed' }));
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return [list, reload];
}
