import { useLiveQuery } from 'dexie-react-hooks';
import { userDb, type StoredCategory } from '../../db/user-db';

export function useCategories(partnerId: number): StoredCategory[] | undefined {
  return useLiveQuery(
    () => userDb().categories.where('partnerId').equals(partnerId).toArray(),
    [partnerId],
  );
}
