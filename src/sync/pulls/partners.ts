import { fetchPartners } from '../../api/partners';
import type { Partner } from '../../domain/entities/account';
import { userDb } from '../../db/user-db';

/** The customer's partners, replacing the stored list. */
export async function refreshPartners(): Promise<Partner[]> {
  const partners = await fetchPartners();
  const db = userDb();
  await db.transaction('rw', db.partners, async () => {
    await db.partners.clear();
    await db.partners.bulkPut(partners);
  });
  return partners;
}
