import { describe, expect, it } from 'vitest';
import type { ProductListPage } from '../../../src/domain/entities/catalogue';
import { userDb } from '../../../src/db/user-db';
import { pullCatalogue } from '../../../src/sync/pulls/catalogue';
import { progressPercent, readCatalogueProgress } from '../../../src/sync/pulls/catalogue-progress';
import { useRealApi } from '../support/real-api';

const api = useRealApi();
const P = 1;
const META = `catalogue:${P}`;

/** The device's last pull as if it were older than the refresh interval. */
async function ageLastPull() {
  const db = userDb();
  const meta = (await db.meta.get(META))!.value as { cursor: string };
  await db.meta.put({ key: META, value: { ...meta, pulledAt: 0 } });
  return meta.cursor;
}

const changeCalls = () => api.sent.filter((r) => r.path === '/purchase/catalogue/changes');
const searchCalls = () => api.calls().filter((c) => c === 'GET /purchase/search');

describe('the first catalogue pull', () => {
  it('notes the cursor first, pages the whole catalogue and shows its progress in the meta table', async () => {
    await api.signIn();
    const db = userDb();
    const percents: number[] = [];
    await pullCatalogue(P, () => {
      void readCatalogueProgress(db, P).then((progress) => progress && percents.push(progressPercent(progress)));
    });
    const { totalElements } = await api.get<ProductListPage>('/purchase/search?size=1', P);
    expect(await db.products.where('partnerId').equals(P).count()).toBe(totalElements);
    expect(changeCalls()).toHaveLength(1);
    expect(changeCalls()[0]!.search.has('since')).toBe(false);
    expect(api.calls().indexOf('GET /purchase/catalogue/changes')).toBeLessThan(api.calls().indexOf('GET /purchase/search'));
    expect(percents.at(-1)).toBe(100);
    expect(percents.every((percent, index) => index === 0 || percent >= percents[index - 1]!)).toBe(true);
    expect(await readCatalogueProgress(db, P)).toBeUndefined();
    expect((await db.meta.get(META))?.value).toMatchObject({ cursor: expect.stringMatching(/^\d+$/) });
  });

  it('clears the progress when the pull fails, and tries the whole pull again next time', async () => {
    await api.signIn();
    api.fail(/^\/purchase\/search$/, 400);
    await expect(pullCatalogue(P)).rejects.toMatchObject({ status: 400 });
    expect(await readCatalogueProgress(userDb(), P)).toBeUndefined();
    await pullCatalogue(P);
    expect(searchCalls()).toHaveLength(2);
  });
});

describe('later catalogue refreshes', () => {
  it('send the cursor and change nothing when nothing changed', async () => {
    await api.signIn();
    await pullCatalogue(P);
    const cursor = await ageLastPull();
    const before = await userDb().products.where('partnerId').equals(P).count();
    await pullCatalogue(P);
    expect(changeCalls().at(-1)!.search.get('since')).toBe(cursor);
    expect(searchCalls()).toHaveLength(1);
    expect(await userDb().products.where('partnerId').equals(P).count()).toBe(before);
  });

  it('write changed prices and promotions and delete removed products', async () => {
    await api.signIn();
    await pullCatalogue(P);
    await ageLastPull();
    const promotions = [{ minQuantity: 3, maxQuantity: 10, price: 2.5 }];
    await api.server.db.query('UPDATE products SET sales_price = 3.33, promotions = $1 WHERE id = 2', [JSON.stringify(promotions)]);
    await api.server.db.query('UPDATE products SET deleted = true WHERE id = 3');
    await pullCatalogue(P);
    const db = userDb();
    expect((await db.products.get([P, 2]))?.product.price).toMatchObject({ salesPrice: 3.33, promotions });
    expect(await db.products.get([P, 3])).toBeUndefined();
    expect(searchCalls()).toHaveLength(1);
    const cursor = await ageLastPull();
    await pullCatalogue(P);
    expect(Number(changeCalls().at(-1)!.search.get('since'))).toBe(Number(cursor));
  });

  it('keep a favorite still waiting in the outbox over the changed row', async () => {
    await api.signIn();
    await pullCatalogue(P);
    await ageLastPull();
    const db = userDb();
    const row = (await db.products.get([P, 4]))!;
    await db.outbox.add({
      key: `favorite:${P}:4`, command: { type: 'favorite', partnerId: P, productId: 4, favorite: !row.favorite, previous: row.favorite },
      idempotencyKey: crypto.randomUUID(), status: 'parked', updatedAt: Date.now(),
    });
    await api.server.db.query('UPDATE products SET sales_price = 9.99 WHERE id = 4');
    await pullCatalogue(P);
    expect(await db.products.get([P, 4])).toMatchObject({ favorite: !row.favorite, product: { price: { salesPrice: 9.99 } } });
  });

  it('pull the whole catalogue again when the server answers that its catalogue was rebuilt', async () => {
    await api.signIn();
    await pullCatalogue(P);
    const db = userDb();
    await db.meta.put({ key: META, value: { pulledAt: 0, cursor: '999999999' } });
    await pullCatalogue(P);
    expect(searchCalls()).toHaveLength(2);
    expect(((await db.meta.get(META))?.value as { cursor: string }).cursor).not.toBe('999999999');
  });

  it('pull everything once for a copy pulled before cursors existed', async () => {
    await api.signIn();
    await userDb().meta.put({ key: META, value: { pulledAt: 0, total: 10 } });
    await pullCatalogue(P);
    expect(searchCalls()).toHaveLength(1);
  });
});
