import { useLiveQuery } from 'dexie-react-hooks';
import type { Partner } from '../../domain/entities/account';
import { userDb } from '../../db/user-db';

/** The partner row (null when the device does not hold it yet). */
export function usePartner(partnerId: number): Partner | null | undefined {
  return useLiveQuery(async () => (await userDb().partners.get(partnerId)) ?? null, [partnerId]);
}
