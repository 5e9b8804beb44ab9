// The catalogue held in memory for search follows the device's table: a changed catalogue is read again, a row
// written is read again when shown.
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { userDb } from '../../../../src/db/user-db';
import { deviceCatalogue, readMissingRows, watchDeviceCatalogue } from '../../../../src/features/search/search-index';
import { rankProducts } from '../../../../src/features/search/local-ranking';
import { queryWords } from '../../../../src/features/search/search-text';
import { catalogueMetaKey, pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { refreshHome } from '../../../../src/sync/pulls/home';
import { useRealApi } from '../../support/real-api';

const api = useRealApi();
const P = 1;

beforeEach(async () => {
  await api.signIn();
  await refreshHome(P);
  await pullCatalogue(P);
});

const found = (text: string) => rankProducts(deviceCatalogue(userDb(), P)!.index, queryWords(text)).map((facts) => facts.id);

describe('the catalogue in memory', () => {
  it('is read again when the catalogue changed while it was being read, and tells its watchers', async () => {
    const db = userDb();
    const meta = (await db.meta.get(catalogueMetaKey(P)))!;
    const row = (await db.products.where('partnerId').equals(P).first())!;
    let told = 0;
    const stop = watchDeviceCatalogue(db, P, () => (told += 1));
    await db.products.put({ ...row, product: { ...row.product, family: { ...row.product.family, name: 'Quinoa Recém-chegada' } } });
    await db.meta.put({ ...meta, value: { ...(meta.value as object), cursor: 'mudou-durante-a-leitura' } });
    await waitFor(() => expect(found('quinoa recem')).toEqual([row.id]));
    expect(told).toBeGreaterThan(0);
    stop();
  });

  it('drops a row written after it was read, and holds it again as written once read', async () => {
    const db = userDb();
    const stop = watchDeviceCatalogue(db, P, () => undefined);
    await waitFor(() => expect(deviceCatalogue(db, P)).toBeDefined());
    const row = (await db.products.where('partnerId').equals(P).first())!;
    expect(deviceCatalogue(db, P)!.rows.get(row.id)?.favorite).toBe(row.favorite);
    await db.products.update([P, row.id], { favorite: !row.favorite });
    await waitFor(() => expect(deviceCatalogue(db, P)!.rows.has(row.id)).toBe(false));
    await readMissingRows(db, P, [row.id]);
    expect(deviceCatalogue(db, P)!.rows.get(row.id)?.favorite).toBe(!row.favorite);
    stop();
  });

  it('reads the whole catalogue again after a bulk write', async () => {
    const db = userDb();
    const stop = watchDeviceCatalogue(db, P, () => undefined);
    await waitFor(() => expect(deviceCatalogue(db, P)).toBeDefined());
    const before = deviceCatalogue(db, P)!;
    const rows = await db.products.where('partnerId').equals(P).limit(60).toArray();
    await db.products.bulkPut(rows.map((row, i) => ({ ...row, product: { ...row.product, family: { ...row.product.family, name: `Granola ${i}` } } })));
    await waitFor(() => expect(deviceCatalogue(db, P)).not.toBe(before));
    await waitFor(() => expect(found('granola')).toHaveLength(60));
    stop();
  });
});
