// Filing a product family into one of the partner's sectors needs the server: called directly.
import { fetchSections, fileFamilyInSection } from '../../api/product-details';
import type { Section } from '../../domain/entities/catalogue';
import { userDb } from '../../db/user-db';

export function partnerSections(partnerId: number): Promise<Section[]> {
  return fetchSections(partnerId);
}

/** Files the family into `section`; every stored product of the family shows it at once. */
export async function classifyFamily(partnerId: number, familyId: number, section: Section): Promise<void> {
  await fileFamilyInSection(partnerId, section.id, familyId);
  await userDb()
    .products.where('partnerId')
    .equals(partnerId)
    .filter((row) => row.product.family.id === familyId)
    .modify({ customerProductSection: { id: section.id, name: section.name } });
}
