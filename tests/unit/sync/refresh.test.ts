import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb, userDb } from '../../../src/db/user-db';
import { PULL_PAGE_SIZE, WRITE_CHUNK, pullCatalogue, refreshHome, refreshPartners } from '../../../src/sync/refresh';
import { catalogueApi, resetServer, server } from './fake-api';
import { toStoredProduct } from '../../../src/sync/reconcile';
import { productEntry, tokenFor } from './fixtures';

vi.mock('../../../src/api/cart', async () => (await import('./fake-api')).cartApi);
vi.mock('../../../src/api/catalogue', async () => (await import('./fake-api')).catalogueApi);
vi.mock('../../../src/api/partners', async () => (await import('./fake-api')).partnersApi);

const USER = 'refresh.tester';

beforeEach(() => {
  resetServer();
  vi.clearAllMocks();
  localStorage.setItem('token', tokenFor(USER));
});

afterEach(() => deleteUserDb(USER));

describe('refreshPartners', () => {
  it('stores the partner list', async () => {
    await refreshPartners();
    expect((await userDb().partners.toArray()).map((p) => p.id)).toEqual([1, 3]);
  });
});

describe('refreshHome', () => {
  it('stores banners, categories, the cart and each lane with its products', async () => {
    await refreshHome(1);
    const db = userDb();
    expect(await db.banners.where('partnerId').equals(1).count()).toBe(1);
    expect((await db.categories.toArray()).map((c) => c.name)).toEqual(['Mercearia']);
    expect(await db.carts.get(1)).toMatchObject({ id: 10, status: 'OPEN' });
    const lists = await db.lists.toArray();
    expect(lists).toHaveLength(6);
    expect((await db.lists.get([1, 'LAST_PURCHASES', 'ALPHABETICAL']))?.productIds).toEqual([2, 1]);
    expect(catalogueApi.fetchList).toHaveBeenCalledWith(1, 'FEFO', { page: 0, size: 13, ordination: 'RELEVANCE' });
    const product = await db.products.get([1, 1]);
    expect(product).toMatchObject({ id: 1, partnerId: 1, categoryId: 1 });
    expect(product).not.toHaveProperty('cartItem');
    expect(await db.products.where('words').startsWith('feij').count()).toBe(2);
  });

  it('keeps what arrived when one part fails, then rejects', async () => {
    catalogueApi.fetchBanners.mockRejectedValueOnce(new Error('offline'));
    await expect(refreshHome(1)).rejects.toThrow('offline');
    expect(await userDb().lists.count()).toBe(6);
  });
});

describe('pullCatalogue', () => {
  it('writes every page in chunks, reports progress and drops products no longer offered', async () => {
    await userDb().products.put(toStoredProduct(1, productEntry(5000)));
    server.catalogueSize = 1200;
    const progress: number[] = [];
    await pullCatalogue(1, (done, total) => {
      expect(total).toBe(1200);
      progress.push(done);
    });
    // One report per write chunk, each page cut into chunks of its own.
    const expected: number[] = [];
    for (let page = 0; page * PULL_PAGE_SIZE < 1200; page++) {
      const end = Math.min(1200, (page + 1) * PULL_PAGE_SIZE);
      for (let done = page * PULL_PAGE_SIZE + WRITE_CHUNK; done < end; done += WRITE_CHUNK) expected.push(done);
      expected.push(end);
    }
    expect(progress).toEqual(expected);
    expect(WRITE_CHUNK).toBeLessThan(PULL_PAGE_SIZE);
    expect(catalogueApi.searchProducts).toHaveBeenCalledTimes(Math.ceil(1200 / PULL_PAGE_SIZE));
    expect(catalogueApi.searchProducts).toHaveBeenCalledWith(1, { filter: '', page: 1, size: PULL_PAGE_SIZE });
    expect(await userDb().products.where('partnerId').equals(1).count()).toBe(1200);
    expect(await userDb().products.get([1, 5000])).toBeUndefined();
    await pullCatalogue(1);
    expect(catalogueApi.searchProducts).toHaveBeenCalledTimes(Math.ceil(1200 / PULL_PAGE_SIZE));
  });
});

describe('pullCatalogue with many stale products', () => {
  it('finds and removes every product no longer offered, across key pages', async () => {
    const db = userDb();
    const offered = 300;
    server.catalogueSize = offered;
    // More stale rows than one page of keys (2000), on both sides of the offered ids.
    await db.products.bulkPut(Array.from({ length: 2500 }, (_, i) => toStoredProduct(1, productEntry(10_000 + i))));
    await db.products.put(toStoredProduct(2, productEntry(10_001)));
    await pullCatalogue(1);
    expect(await db.products.where('partnerId').equals(1).count()).toBe(offered);
    expect(await db.products.get([2, 10_001])).toBeDefined();
  });
});
