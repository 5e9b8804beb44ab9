import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserProfile } from '../../domain/entities/account';
import { userDb } from '../../db/user-db';
import { PROFILE_KEY, refreshProfile } from '../../sync/pulls/profile';
import { useServerRefresh } from '../../ui/use-server-refresh';

/**
 * GET /user/profile as last stored (shown offline too), asked again on mount, focus and reconnection.
 * `failed`: the last ask failed while the browser was online.
 */
export function useProfile(): { profile: UserProfile | null | undefined; failed: boolean } {
  const [failed, setFailed] = useState(false);
  const profile = useLiveQuery(async () => ((await userDb().meta.get(PROFILE_KEY))?.value as UserProfile | undefined) ?? null, []);
  useServerRefresh(
    PROFILE_KEY,
    async () => {
      await refreshProfile();
      setFailed(false);
    },
    () => setFailed(navigator.onLine),
  );
  return { profile, failed };
}
