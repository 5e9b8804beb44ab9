import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../api/errors';
import { userDb, type StoredSlip } from '../../db/user-db';
import { refreshSlips } from '../../sync/pulls/payment-slips';
import { useOnline } from '../../ui/use-online';
import { useServerRefresh } from '../../ui/use-server-refresh';

/**
 * The partner's slips as the device holds them, nearest due date first, asked again on mount, focus and
 * reconnection; undefined while there is nothing to show yet and the server may still answer. `error`: the
 * server's message when it refused the list [access §8].
 */
export function useSlips(partnerId: number): { slips: StoredSlip[] | undefined; error: string | null } {
  const online = useOnline();
  const [answered, setAnswered] = useState<{ partnerId: number; error: string | null } | null>(null);
  const rows = useLiveQuery(async () => {
    const stored = await userDb().slips.where('partnerId').equals(partnerId).toArray();
    return stored.sort((a, b) => a.duedate.localeCompare(b.duedate) || a.id - b.id);
  }, [partnerId]);
  useServerRefresh(
    `slips:${partnerId}`,
    async () => {
      await refreshSlips(partnerId);
      setAnswered({ partnerId, error: null });
    },
    (error) => {
      const message = error instanceof ApiError && error.kind === 'http' ? error.body.message : '';
      setAnswered({ partnerId, error: message || null });
    },
  );
  const current = answered?.partnerId === partnerId ? answered : null;
  const waiting = rows === undefined || (rows.length === 0 && current === null && online);
  return { slips: waiting ? undefined : rows, error: current?.error ?? null };
}
