// The home screen's data: banners, categories, the first page of each lane (and the later
// pages held, when the first one changed), the cart.
import { fetchBanners, fetchDepartments } from '../../api/catalogue';
import type { ProductListPage } from '../../domain/entities/catalogue';
import { userDb } from '../../db/user-db';
import { refreshSections } from './browse';
import { refreshCart } from './cart';
import { settledClock } from '../engine/settled';
import { fetchLanePage, readLaneRow, rowAfterFirstPage, storeLaneRows, type LaneKey } from './home-lane-pages';

// The favorites screen reads the favorite flag of the device's catalogue: no FAVORITES lane here.
const HOME_LANES: LaneKey[] = [
  { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' },
  { listType: 'LAST_PURCHASES', ordination: 'ALPHABETICAL', filter: '' },
  { listType: 'SUGGESTIONS', ordination: 'RELEVANCE', filter: '' },
  { listType: 'PROMOTIONS', ordination: 'RELEVANCE', filter: '' },
  { listType: 'FEFO', ordination: 'RELEVANCE', filter: '' },
];

/**
 * Banners, categories, the first page of each home lane and the cart. What arrived is
 * stored even when another part failed; the first failure is then rethrown.
 */
export async function refreshHome(partnerId: number): Promise<void> {
  const db = userDb();
  // The answers may be read before a change the flusher sends meanwhile: that change wins.
  const requestedAt = await settledClock(db);
  // The cards' sector links show only when more than one sector is in use [C-41]; not waited for.
  refreshSections(partnerId).catch(() => undefined);
  const [banners, departments, cart, ...pages] = await Promise.allSettled([
    fetchBanners(partnerId),
    fetchDepartments(partnerId),
    refreshCart(partnerId),
    ...HOME_LANES.map((lane) => fetchLanePage(partnerId, lane, 0)),
  ]);
  await db.transaction('rw', db.banners, db.categories, async () => {
    if (banners.status === 'fulfilled') {
      await db.banners.where('partnerId').equals(partnerId).delete();
      await db.banners.bulkPut(banners.value.map((banner) => ({ ...banner, partnerId })));
    }
    if (departments.status === 'fulfilled') {
      await db.categories.where('partnerId').equals(partnerId).delete();
      await db.categories.bulkPut(departments.value.map((category) => ({ ...category, partnerId })));
    }
  });
  const rows = await Promise.all(
    HOME_LANES.flatMap((lane, index) => {
      const result = pages[index];
      if (result.status !== 'fulfilled') return [];
      return [
        readLaneRow(db, partnerId, lane)
          .then((held) => rowAfterFirstPage(partnerId, lane, held, result.value as ProductListPage))
          .then((stored) => ({ lane, ...stored })),
      ];
    }),
  );
  await storeLaneRows(db, partnerId, rows, requestedAt);
  const failed = [banners, departments, cart, ...pages].find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
