import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueChanges } from '../../src/domain/entities/catalogue';
import { catalogueClient } from './catalogue-helpers';
import { call, COMPANY, login, PERSON, useServer } from './helpers';

const s = useServer();
let token: string;
beforeEach(async () => {
  token = await login(s.app, COMPANY);
});
const api = catalogueClient(s, () => token);

const changes = (since?: string, partner = 1, extra = '') =>
  api.json<CatalogueChanges>(`/purchase/catalogue/changes?${since === undefined ? '' : `since=${since}`}${extra}`, partner);

async function currentCursor(partner = 1): Promise<string> {
  return (await changes(undefined, partner)).cursor;
}

/** A partner-1 product nothing refers to, so its row can be deleted. */
async function unreferencedProduct(): Promise<number> {
  const [row] = await s.db.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.partner_id = 1
       AND NOT EXISTS (SELECT 1 FROM favorites x WHERE x.product_id = p.id) AND NOT EXISTS (SELECT 1 FROM purchase_history x WHERE x.product_id = p.id)
       AND NOT EXISTS (SELECT 1 FROM suggestions x WHERE x.product_id = p.id) AND NOT EXISTS (SELECT 1 FROM cart_items x WHERE x.product_id = p.id)
       AND NOT EXISTS (SELECT 1 FROM order_items x WHERE x.product_id = p.id)
     ORDER BY p.id LIMIT 1`,
  );
  return row.id;
}

describe('GET /purchase/catalogue/changes', () => {
  it('without a cursor answers only the current cursor', async () => {
    const answer = await changes();
    expect(answer).toEqual({ cursor: expect.stringMatching(/^\d+$/), items: [], removed: [], lastPage: true });
    expect(Number(answer.cursor)).toBeGreaterThan(0);
  });

  it('answers a tiny empty body when nothing changed', async () => {
    const cursor = await currentCursor();
    const res = await call(s.app, 'GET', `/purchase/catalogue/changes?since=${cursor}`, { token, partner: 1 });
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ cursor, items: [], removed: [], lastPage: true });
    expect(body.length).toBeLessThan(100);
  });

  it('sends a changed price once, with the whole entry', async () => {
    const cursor = await currentCursor();
    await s.db.query('UPDATE products SET sales_price = 1.23, promotions = $2 WHERE id = $1', [5, JSON.stringify([{ minQuantity: 2, maxQuantity: 9, price: 1.1 }])]);
    const first = await changes(cursor);
    expect(first.items.map((e) => [e.product.id, e.product.price.salesPrice, e.product.price.promotions.length])).toEqual([[5, 1.23, 1]]);
    expect(first.removed).toEqual([]);
    expect(Number(first.cursor)).toBeGreaterThan(Number(cursor));
    expect(await changes(first.cursor)).toEqual({ cursor: first.cursor, items: [], removed: [], lastPage: true });
  });

  it('sends a product marked deleted, and one removed from the table, once as removed', async () => {
    const cursor = await currentCursor();
    const gone = await unreferencedProduct();
    await s.db.query('UPDATE products SET deleted = true WHERE id = 7');
    await s.db.query('DELETE FROM products WHERE id = $1', [gone]);
    const first = await changes(cursor);
    expect(first.items).toEqual([]);
    expect(first.removed.sort((a, b) => a - b)).toEqual([7, gone].sort((a, b) => a - b));
    expect((await changes(first.cursor)).removed).toEqual([]);
  });

  it("sends a change of the customer's own view (a favorite), not other customers' or partners'", async () => {
    const cursor = await currentCursor();
    const otherCursor = await currentCursor(2);
    const person = await login(s.app, PERSON);
    await call(s.app, 'POST', '/products/favorites/11', { token: person, partner: 1 });
    expect((await changes(cursor)).items).toEqual([]);
    await call(s.app, 'POST', '/products/favorites/12', { token, partner: 1 });
    const mine = await changes(cursor);
    expect(mine.items.map((e) => [e.product.id, e.favorite])).toEqual([[12, true]]);
    expect((await changes(otherCursor, 2)).items).toEqual([]);
  });

  it('does not count an update that changes nothing', async () => {
    const cursor = await currentCursor();
    await s.db.query('UPDATE products SET sales_price = sales_price WHERE partner_id = 1');
    expect(await changes(cursor)).toMatchObject({ cursor, items: [] });
  });

  it('pages many changes: each product once, in cursor order, until the last page', async () => {
    const cursor = await currentCursor();
    await s.db.query('UPDATE products SET sales_price = sales_price + 1 WHERE partner_id = 1 AND id <= 25');
    await s.db.query('UPDATE products SET deleted = true WHERE id = 30');
    const seen: number[] = [];
    let since = cursor;
    let pages = 0;
    for (let lastPage = false; !lastPage; pages += 1) {
      const page = await changes(since, 1, '&size=10');
      seen.push(...page.items.map((e) => e.product.id), ...page.removed);
      ({ lastPage } = page);
      since = page.cursor;
    }
    expect(pages).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual([...Array.from({ length: 25 }, (_, i) => i + 1), 30]);
    expect(await changes(since)).toMatchObject({ items: [], removed: [] });
  });

  it('compresses a large answer for a client that accepts gzip', async () => {
    await s.db.query('UPDATE products SET sales_price = sales_price + 1 WHERE partner_id = 1 AND id <= 100');
    const res = await call(s.app, 'GET', '/purchase/catalogue/changes?since=0&size=1000', { token, partner: 1, headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('answers 400 to a malformed cursor or size and 409 to a cursor from a catalogue since rebuilt', async () => {
    await api.error('/purchase/catalogue/changes?since=abc', 400, 'Cursor do catálogo inválido.');
    await api.error('/purchase/catalogue/changes?since=1.2.3', 400, 'Cursor do catálogo inválido.');
    await api.error('/purchase/catalogue/changes?since=1&size=1001', 400, 'Tamanho de página inválido.');
    const ahead = Number(await currentCursor()) + 1000;
    await api.error(`/purchase/catalogue/changes?since=${ahead}`, 409, 'O catálogo foi refeito: é preciso baixá-lo de novo.');
  });

  it('answers 404 for a partner that does not serve the customer', async () => {
    await api.error('/purchase/catalogue/changes?since=1', 404, 'Parceiro não encontrado.', 3);
  });
});
