import { useLiveQuery } from 'dexie-react-hooks';
import type { Partner } from '../../domain/entities/account';
import { partnerDisplayName } from '../../domain/format';
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

/** The partner's name as the app shows it; undefined while its record is read (a text naming it waits for it). */
export function usePartnerName(id: number): string | undefined {
  const partner = usePartner(id);
  return partner && partnerDisplayName(partner.name);
}
