// Loaded on demand by the route table's partner guard, so the public screens never pull Dexie.
import { userDb } from '../../db/user-db';
import { refreshPartners } from '../../sync/pulls/partners';
import { currentPartnerId, setCurrentPartnerId } from '../../session/session';

/**
 * [access §2.1] partner guard: a partner id known but not loaded → load all partners and select the
 * match. Returns false when no serving partner with that id ends up selected.
 */
export async function ensurePartnerSelected(id: number): Promise<boolean> {
  let partner = await userDb().partners.get(id);
  if (!partner?.servesCustomer) {
    try {
      const partners = await refreshPartners();
      partner = partners.find((p) => p.id === id);
    } catch {
      // Offline or server down: only a partner already on the device can be used.
    }
  }
  if (!partner?.servesCustomer) return false;
  if (currentPartnerId() !== id) setCurrentPartnerId(id);
  return true;
}
