// The home screen's data: banners, categories, the first page of each lane, the cart.
import {
  LANE_PAGE_SIZE, fetchBanners, fetchDepartments, fetchList,
} from '../../api/catalogue';
import type { ListType, Ordination, ProductListPage } from '../../domain/entities/catalogue';
import { userDb, type StoredList, type UserDb } from '../../db/user-db';
import { refreshCart } from './cart';
import { settledClock } from '../engine/settled';
import { storeProducts } from './catalogue-store';

interface Lane {
  listType: ListType;
  ordination: Ordination;
}

// The favorites screen reads the favorite flag of the device's catalogue: no FAVORITES lane here.
const HOME_LANES: Lane[] = [
  { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE' },
  { listType: 'LAST_PURCHASES', ordination: 'ALPHABETICAL' },
  { listType: 'SUGGESTIONS', ordination: 'RELEVANCE' },
  { listType: 'PROMOTIONS', ordination: 'RELEVANCE' },
  { listType: 'FEFO', ordination: 'RELEVANCE' },
];

async function storePages(db: UserDb, partnerId: number, lanes: Array<{ lane: Lane; page: ProductListPage }>, requestedAt: number) {
  await db.transaction('rw', db.products, db.lists, db.outbox, db.meta, async () => {
    await storeProducts(db, partnerId, lanes.flatMap(({ page }) => page.items), requestedAt);
    const lists: StoredList[] = lanes.map(({ lane, page }) => ({
      partnerId,
      ...lane,
      productIds: page.items.map((item) => item.product.id),
      lastPage: page.lastPage,
      totalPages: page.totalPages,
      totalElements: page.totalElements,
      filters: page.filters,
      fetchedAt: Date.now(),
    }));
    await db.lists.bulkPut(lists);
  });
}

/**
 * Banners, categories, the first page of each home lane and the cart. What arrived is
 * stored even when another part failed; the first failure is then rethrown.
 */
export async function refreshHome(partnerId: number): Promise<void> {
  const db = userDb();
  // The answers may be read before a change the flusher sends meanwhile: that change wins.
  const requestedAt = await settledClock(db);
  const [banners, departments, cart, ...pages] = await Promise.allSettled([
    fetchBanners(partnerId),
    fetchDepartments(partnerId),
    refreshCart(partnerId),
    ...HOME_LANES.map((lane) =>
      fetchList(partnerId, lane.listType, { page: 0, size: LANE_PAGE_SIZE, ordination: lane.ordination }),
    ),
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
  const lanes = HOME_LANES.flatMap((lane, index) => {
    const result = pages[index];
    return result.status === 'fulfilled' ? [{ lane, page: result.value as ProductListPage }] : [];
  });
  await storePages(db, partnerId, lanes, requestedAt);
  const failed = [banners, departments, cart, ...pages].find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
