import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserContact, UserProfile } from '../../domain/entities/account';
import { userDb } from '../../db/user-db';
import { CONTACTS_KEY, PROFILE_KEY, refreshProfile } from '../../sync/pulls/profile';
import { useServerRefresh } from '../../ui/use-server-refresh';

/**
 * GET /user/profile and GET /user/contacts as last stored (shown offline too), asked again on mount, focus and
 * reconnection. `failed`: the last ask failed while the browser was online.
 */
export function useProfile(): { profile: UserProfile | null | undefined; contacts: UserContact[]; failed: boolean } {
  const [failed, setFailed] = useState(false);
  const profile = useLiveQuery(async () => ((await userDb().meta.get(PROFILE_KEY))?.value as UserProfile | undefined) ?? null, []);
  const contacts = useLiveQuery(async () => ((await userDb().meta.get(CONTACTS_KEY))?.value as UserContact[] | undefined) ?? [], []);
  useServerRefresh(
    PROFILE_KEY,
    async () => {
      await refreshProfile();
      setFailed(false);
    },
    () => setFailed(navigator.onLine),
  );
  return { profile, contacts: contacts ?? [], failed };
}
