// Filing a product family into one of the partner's sectors needs the server: called directly, never queued
// (docs/decisions/0079-sectors-the-drawer-classification-and-when-they-show.md). The device's catalogue follows at once.
import { fetchSections, fileFamily, unfileFamily } from '../../api/browse';
import type { Section } from '../../domain/entities/catalogue';
import { userDb } from '../../db/user-db';
import { refreshSections } from '../pulls/browse';

/**
 * Files the family into `section`, or, given null, takes it out of `current`. The family's
 * products on the device show the new sector; the sectors in use are asked again.
 */
export async function classifyFamily(partnerId: number, familyId: number, section: Section | null, current: Section | null): Promise<void> {
  if (section) await fileFamily(partnerId, section.id, familyId);
  else if (current) await unfileFamily(partnerId, current.id, familyId);
  const customerProductSection = section ? { id: section.id, name: section.name } : null;
  await userDb()
    .products.where('partnerId')
    .equals(partnerId)
    .filter((row) => row.product.family.id === familyId)
    .modify({ customerProductSection });
  await refreshSections(partnerId).catch(() => undefined);
}

/** The partner's sectors, asked of the server (filing needs it anyway). */
export function partnerSections(partnerId: number): Promise<Section[]> {
  return fetchSections(partnerId);
}
