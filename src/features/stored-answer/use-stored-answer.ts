import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import { useServerRefresh } from '../../ui/use-server-refresh';

/** reading: the device is being read; missing: nothing stored and the server did not answer. */
export type StoredAnswer<T> = { state: 'reading' } | { state: 'missing' } | { state: 'ready'; value: T };

/**
 * An answer kept in the meta table under `key`: shown from the device at once, asked again on
 * mount, focus and reconnection, and stored for the next (offline) visit.
 */
export function useStoredAnswer<T>(key: string, refresh: () => Promise<void>): StoredAnswer<T> {
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const row = useLiveQuery(async () => (await userDb().meta.get(key)) ?? null, [key]);
  useServerRefresh(key, refresh, () => setFailedKey(key));
  if (row === undefined) return { state: 'reading' };
  if (row !== null) return { state: 'ready', value: row.value as T };
  return failedKey === key ? { state: 'missing' } : { state: 'reading' };
}
