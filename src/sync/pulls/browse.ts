// What the browse screens show that the device's catalogue does not hold: brands (with their
// logos), sectors, contacts and category families. Each answer is kept in the meta table, so a
// screen visited once opens offline too.
import {
  BROWSE_PAGE_SIZE, fetchBrands, fetchContacts, fetchFamilies, fetchScopePage, fetchSections, fetchSectionsInUse, type ProductScope,
} from '../../api/browse';
import { fetchList } from '../../api/catalogue';
import { userDb } from '../../db/user-db';
import { settledClock } from '../engine/settled';
import { browseKeys } from './browse-keys';
import { storeProducts } from './catalogue-store';

async function keep(key: string, answer: Promise<unknown>): Promise<void> {
  const value = await answer;
  await userDb().meta.put({ key, value });
}

export const refreshBrands = (partnerId: number) => keep(browseKeys.brands(partnerId), fetchBrands(partnerId));
export const refreshContacts = (partnerId: number) => keep(browseKeys.contacts(partnerId), fetchContacts(partnerId));

export async function refreshSections(partnerId: number): Promise<void> {
  await Promise.all([
    keep(browseKeys.sections(partnerId), fetchSections(partnerId)),
    keep(browseKeys.sectionsInUse(partnerId), fetchSectionsInUse(partnerId)),
  ]);
}

/** A category's families matching `filter`, as the server answers them (the device lacks the catalogue). */
export function refreshFamilies(partnerId: number, categoryId: number, filter: string): Promise<void> {
  return keep(browseKeys.families(partnerId, categoryId, filter), fetchFamilies(partnerId, categoryId, filter));
}

/**
 * One page of a brand's, a family's or a sector's products (or of the favorites), stored in the device's catalogue
 * (the screens read them from there). Resolves with whether it was the last page.
 */
export async function loadScopePage(partnerId: number, scope: ProductScope | 'favorites', id: number, page: number): Promise<boolean> {
  const db = userDb();
  const requestedAt = await settledClock(db);
  const answer = scope === 'favorites'
    ? await fetchList(partnerId, 'FAVORITES', { page, size: BROWSE_PAGE_SIZE })
    : await fetchScopePage(partnerId, scope, id, page);
  await storeProducts(db, partnerId, answer.items, requestedAt);
  return answer.lastPage || answer.items.length === 0;
}
