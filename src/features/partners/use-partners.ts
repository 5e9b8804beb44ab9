import { useLiveQuery } from 'dexie-react-hooks';
import type { Partner } from '../../domain/entities/account';
import { userDb } from '../../db/user-db';

/** The partners stored on the device; undefined while the first read runs. */
export function usePartners(): Partner[] | undefined {
  return useLiveQuery(() => userDb().partners.toArray(), []);
}

/** Partners the customer can select (drawer's 'Parceiros' entry, auto-select rule). */
export function useServingPartnerCount(): number {
  return useLiveQuery(() => userDb().partners.filter((p) => p.servesCustomer).count(), [], 0);
}

export function usePartner(id: number | null): Partner | undefined {
  return useLiveQuery(() => (id === null ? undefined : userDb().partners.get(id)), [id]);
}
