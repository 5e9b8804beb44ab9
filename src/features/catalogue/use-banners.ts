import { useLiveQuery } from 'dexie-react-hooks';
import { userDb, type StoredBanner } from '../../db/user-db';

export function useBanners(partnerId: number): StoredBanner[] | undefined {
  return useLiveQuery(
    () => userDb().banners.where('partnerId').equals(partnerId).toArray(),
    [partnerId],
  );
}
