import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';

/** The partner's cart says the customer's registration is outdated [commerce §2]. */
export function useOutdatedRegistration(partnerId: number): boolean {
  return useLiveQuery(async () => (await userDb().carts.get(partnerId))?.outdatedRegistration === true, [partnerId]) ?? false;
}
