import { describe, expect, it } from 'vitest';
import type { Banner, Category, ProductListPage } from '../../../src/domain/entities/catalogue';
import type { Cart } from '../../../src/domain/entities/cart';
import type { Partner } from '../../../src/domain/entities/account';
import { userDb } from '../../../src/db/user-db';
import { refreshCart } from '../../../src/sync/pulls/cart';
import { pullCatalogue } from '../../../src/sync/pulls/catalogue';
import { refreshHome } from '../../../src/sync/pulls/home';
import { refreshPartners } from '../../../src/sync/pulls/partners';
import { toStoredProduct } from '../../../src/sync/pulls/reconcile';
import { useRealApi } from '../support/real-api';
import { productEntry } from './fixtures';

const api = useRealApi();
const P = 1;

/** The partner's products on the server, repeated `copies` more times under new ids and codes (a code is unique per partner). */
async function growCatalogue(copies: number) {
  for (let copy = 1; copy <= copies; copy += 1) {
    await api.server.db.query(
      `INSERT INTO products SELECT (jsonb_populate_record(null::products, to_jsonb(p) || jsonb_build_object('id', p.id + $1::int, 'code', p.code || '-' || $1::int))).*
       FROM products p WHERE partner_id = $2 AND p.id < 100000`,
      [copy * 100_000, P],
    );
  }
}

describe('refreshPartners', () => {
  it("stores the server's partner list", async () => {
    await api.signIn();
    await refreshPartners();
    expect(await userDb().partners.toArray()).toEqual(await api.get<Partner[]>('/partner/customer'));
  });
});

describe('refreshHome', () => {
  it('stores banners, categories, the cart and each lane with its products', async () => {
    await api.signIn();
    await refreshHome(P);
    const db = userDb();
    expect(await db.banners.where('partnerId').equals(P).count()).toBe((await api.get<Banner[]>('/purchase/banners', P)).length);
    expect((await db.categories.toArray()).map((c) => c.name)).toEqual((await api.get<Category[]>('/products/departments', P)).map((c) => c.name));
    expect(await db.carts.get(P)).toMatchObject({ id: (await api.get<Cart>(`/v2/cart/${P}`, P)).id, status: 'OPEN' });
    expect(await db.lists.count()).toBe(5);
    expect(api.calls()).not.toContain('GET /purchase/types/FAVORITES');
    const alphabetical = await api.get<ProductListPage>('/purchase/types/LAST_PURCHASES?page=0&size=13&ordination=ALPHABETICAL', P);
    const ids = alphabetical.items.map((entry) => entry.product.id);
    expect((await db.lists.get([P, 'LAST_PURCHASES', 'ALPHABETICAL']))?.productIds).toEqual(ids);
    const product = await db.products.get([P, ids[0]!]);
    expect(product).toMatchObject({ id: ids[0], partnerId: P });
    expect(product).not.toHaveProperty('cartItem');
  });

  it('keeps what arrived when one part fails, then rejects', async () => {
    await api.signIn();
    api.fail(/^\/purchase\/banners$/, 400);
    await expect(refreshHome(P)).rejects.toMatchObject({ status: 400 });
    expect(await userDb().lists.count()).toBe(5);
    expect(await userDb().banners.count()).toBe(0);
  });
});

describe('pullCatalogue', () => {
  it('writes every page in chunks, reports progress and drops products no longer offered', async () => {
    await growCatalogue(2);
    await api.signIn();
    const { totalElements } = await api.get<ProductListPage>('/purchase/search?filter=&page=0&size=1', P);
    expect(totalElements).toBeGreaterThan(1000); // more than one page of the pull
    await userDb().products.put(toStoredProduct(P, productEntry(99_999)));
    const progress: number[] = [];
    await pullCatalogue(P, (done, total) => {
      expect(total).toBe(totalElements);
      progress.push(done);
    });
    expect(progress.at(-1)).toBe(totalElements);
    expect(progress.every((done, index) => index === 0 || done > progress[index - 1]!)).toBe(true);
    expect(Math.max(...progress.map((done, index) => done - (progress[index - 1] ?? 0)))).toBeLessThanOrEqual(100);
    expect(api.calls().filter((call) => call.startsWith('GET /purchase/search'))).toHaveLength(2);
    expect(await userDb().products.where('partnerId').equals(P).count()).toBe(totalElements);
    expect(await userDb().products.get([P, 99_999])).toBeUndefined();

    await pullCatalogue(P); // fresh: not refreshed again within a minute
    expect(api.calls().filter((call) => call.startsWith('GET /purchase/search'))).toHaveLength(2);
  });

  it('finds and removes every product no longer offered, across key pages', async () => {
    await api.signIn();
    const db = userDb();
    // More stale rows than one page of keys (2000), on both sides of the offered ids.
    await db.products.bulkPut(Array.from({ length: 2500 }, (_, i) => toStoredProduct(P, productEntry(i % 2 ? 50_000 + i : -i))));
    await db.products.put(toStoredProduct(2, productEntry(50_001)));
    await pullCatalogue(P);
    const { totalElements } = await api.get<ProductListPage>('/purchase/search?filter=&page=0&size=1', P);
    expect(await db.products.where('partnerId').equals(P).count()).toBe(totalElements);
    expect(await db.products.get([2, 50_001])).toBeDefined();
  });
});

describe('refreshCart', () => {
  it("stores the server's cart", async () => {
    await api.signIn();
    await refreshCart(P);
    const server = await api.get<Cart>(`/v2/cart/${P}`, P);
    expect(await userDb().carts.get(P)).toMatchObject({ id: server.id, partnerId: P, status: server.status });
  });
});
