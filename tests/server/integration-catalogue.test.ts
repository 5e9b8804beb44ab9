// The catalogue batch of the integration API (issue 30, Integration API → Catalogue): products created, updated or
// left unchanged by the distributor's own code, one answer per row; what changes reaches devices through the
// catalogue changes.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueChanges } from '../../src/domain/entities/catalogue';
import { catalogueVersion } from '../../server/src/db/queries/catalogue-changes';
import { MAX_BATCH_BODY_BYTES } from '../../server/src/http/input-guards';
import { EXAMPLE_PRODUCT } from '../../server/src/routes/integration/product-examples';
import { changePrice } from '../../server/src/services/change-price';
import { catalogueClient } from './catalogue-helpers';
import { COMPANY, login, useServer } from './helpers';
import { integration, operator, PARTNER_1_TOKEN, PARTNER_2_TOKEN } from './integration-helpers';
import { fillCart, orderBody, placeOrder } from './ordering-helpers';
import { termsOf } from './terms-helpers';

const CDN = 'https://cdn.balcao.test';
const s = useServer({ CDN_HOST: CDN });

/** A seeded product of partner 1, by the seed's code rule (partner × 1,000,000 + 10,000 + index). */
const SEEDED_CODE = '1010000';

function product(code: string, overrides: Record<string, unknown> = {}) {
  return { ...EXAMPLE_PRODUCT, code, name: `Arroz tipo 1 5 kg ${code}`, images: [`${CDN}/produtos/${code}.jpg`], ...overrides };
}

const batch = (products: unknown, token = PARTNER_1_TOKEN) => integration(s.app, 'POST', '/products/batch', { token, body: { products } });

async function results(products: unknown[], token = PARTNER_1_TOKEN) {
  const res = await batch(products, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).results as { code?: string; status: string; id?: number; message?: string; field?: string }[];
}

const partnerProducts = (partnerId: number, code: string) =>
  s.db.query<{ id: number; name: string; sales_price: number; deleted: boolean; stock: number | null; image_urls: string[] }>(
    'SELECT id, name, sales_price, deleted, stock, image_urls FROM products WHERE partner_id = $1 AND code = $2',
    [partnerId, code],
  );

describe('POST /api/integration/v1/products/batch', () => {
  it('creates new codes and answers each row created with its id', async () => {
    const answer = await results([product('A-1'), product('A-2')]);
    expect(answer).toEqual([
      { code: 'A-1', status: 'created', id: expect.any(Number) },
      { code: 'A-2', status: 'created', id: expect.any(Number) },
    ]);
    const [stored] = await partnerProducts(1, 'A-1');
    expect(stored).toEqual({ id: answer[0].id, name: 'Arroz tipo 1 5 kg A-1', sales_price: 29.9, deleted: false, stock: 120, image_urls: [`${CDN}/produtos/A-1.jpg`] });
  });

  it('answers unchanged to the same batch sent twice, and moves no catalogue change number', async () => {
    const rows = [product('B-1'), product('B-2')];
    await results(rows);
    const version = await catalogueVersion(s.db, 1);
    expect((await results(rows)).map((row) => row.status)).toEqual(['unchanged', 'unchanged']);
    expect(await catalogueVersion(s.db, 1)).toBe(version);
  });

  it('updates only the rows that differ', async () => {
    await results([product('C-1'), product('C-2')]);
    const answer = await results([product('C-1', { name: 'Arroz parboilizado 5 kg' }), product('C-2')]);
    expect(answer.map((row) => row.status)).toEqual(['updated', 'unchanged']);
    expect((await partnerProducts(1, 'C-1'))[0].name).toBe('Arroz parboilizado 5 kg');
  });

  it('answers a bad row with what is wrong and still writes the good ones next to it', async () => {
    const answer = await results([
      product('D-1'),
      product('D-2', { prices: { list: 10, sales: -1 } }),
      { code: 'D-3' },
      product('D-4', { images: ['https://outro.example.com/a.jpg'] }),
      product('D-5', { shortDated: true }),
      product('D-6'),
    ]);
    expect(answer).toEqual([
      { code: 'D-1', status: 'created', id: expect.any(Number) },
      { code: 'D-2', status: 'error', message: 'O preço de venda deve ser maior que zero.', field: 'prices.sales' },
      { code: 'D-3', status: 'error', message: 'Informe o nome do produto.', field: 'name' },
      { code: 'D-4', status: 'error', message: `Imagem fora do CDN: use uma URL https em ${CDN}/.`, field: 'images.0' },
      { code: 'D-5', status: 'error', message: 'Informe a validade (validity) do produto de vencimento próximo.', field: 'validity' },
      { code: 'D-6', status: 'created', id: expect.any(Number) },
    ]);
    expect(await partnerProducts(1, 'D-2')).toEqual([]);
  });

  it('answers a code repeated in one batch as an error on the later rows', async () => {
    const answer = await results([product('E-1'), product('E-1', { name: 'Outro nome' }), product('E-1')]);
    expect(answer.map((row) => row.status)).toEqual(['created', 'error', 'error']);
    expect(answer[1].message).toBe('Código repetido neste lote: vale só a primeira linha com ele.');
    expect((await partnerProducts(1, 'E-1')).map((row) => row.name)).toEqual(['Arroz tipo 1 5 kg E-1']);
  });

  it('answers 413 with a message to more than 1,000 products, and writes none', async () => {
    const rows = Array.from({ length: 1001 }, (_, index) => product(`F-${index}`, { images: [] }));
    const res = await batch(rows);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Lote grande demais: envie até 1.000 produtos por requisição.' });
    expect(await partnerProducts(1, 'F-0')).toEqual([]);
  });

  it('answers 413 to a body over the batch limit without reading it', async () => {
    const res = await integration(s.app, 'POST', '/products/batch', {
      token: PARTNER_1_TOKEN, body: '{}', headers: { 'Content-Length': String(MAX_BATCH_BODY_BYTES + 1) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'A requisição é grande demais. Envie menos dados de uma vez.' });
  });

  it('takes 1,000 products in one request', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) => product(`G-${index}`));
    expect(new Set((await results(rows)).map((row) => row.status))).toEqual(new Set(['created']));
  });

  it('answers 400 to bad JSON and to a body without a list of products', async () => {
    const badJson = await integration(s.app, 'POST', '/products/batch', { token: PARTNER_1_TOKEN, body: '{"products": [' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ message: 'Corpo da requisição inválido.' });
    const noList = await integration(s.app, 'POST', '/products/batch', { token: PARTNER_1_TOKEN, body: { products: 'A-1' } });
    expect(noList.status).toBe(400);
    expect(await noList.json()).toEqual({ message: 'Informe os produtos como uma lista em "products".' });
  });

  it('answers 403 to a token without the catalogue scope', async () => {
    const created = await (await operator(s.app, 'POST', '/partners/1/tokens', { name: 'Pedidos', scopes: ['orders'] })).json();
    const res = await batch([product('H-1')], created.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Este token não tem a permissão "catalogue".' });
  });

  it('never touches another partner\'s product: the same code at partner 2 is partner 2\'s own', async () => {
    const [before] = await partnerProducts(1, SEEDED_CODE);
    const answer = await results([product(SEEDED_CODE, { name: 'Produto do parceiro 2' })], PARTNER_2_TOKEN);
    expect(answer).toEqual([{ code: SEEDED_CODE, status: 'created', id: expect.any(Number) }]);
    expect(answer[0].id).not.toBe(before.id);
    expect(await partnerProducts(1, SEEDED_CODE)).toEqual([before]);
    expect((await partnerProducts(2, SEEDED_CODE)).map((row) => row.name)).toEqual(['Produto do parceiro 2']);
  });
});

describe('the catalogue batch on devices', () => {
  let token: string;
  beforeEach(async () => {
    token = await login(s.app, COMPANY);
  });
  const api = catalogueClient(s, () => token);
  const changes = (since?: string) => api.json<CatalogueChanges>(`/purchase/catalogue/changes${since === undefined ? '' : `?since=${since}`}`, 1);

  it('removes a deactivated product from devices through the catalogue changes', async () => {
    const [created] = await results([product('J-1')]);
    const { cursor } = await changes();
    expect((await results([product('J-1', { active: false })]))[0].status).toBe('updated');
    const after = await changes(cursor);
    expect(after.removed).toEqual([created.id]);
    expect(after.items).toEqual([]);
  });

  it('shows devices the images sent, as they are', async () => {
    const { cursor } = await changes();
    const [created] = await results([product('M-1', { images: [`${CDN}/produtos/m-1.jpg`, `${CDN}/produtos/m-1-verso.jpg`] })]);
    const after = await changes(cursor);
    expect(after.items.map((entry) => [entry.product.id, entry.product.medias])).toEqual([
      [created.id, [`${CDN}/produtos/m-1.jpg`, `${CDN}/produtos/m-1-verso.jpg`]],
    ]);
  });

  it('sends a changed price to devices through the catalogue changes', async () => {
    const [created] = await results([product('K-1')]);
    const { cursor } = await changes();
    await results([product('K-1', { prices: { list: 30, sales: 27.5, promotions: [] } })]);
    const after = await changes(cursor);
    expect(after.items.map((entry) => [entry.product.id, entry.product.price])).toEqual([
      [created.id, { price: 30, salesPrice: 27.5, promotions: [] }],
    ]);
  });
});

describe('the catalogue batch and a waiting order', () => {
  it('a new price refuses an order sent with the old terms, as the development price route does', async () => {
    const token = await login(s.app, COMPANY);
    const cart = await fillCart(s.app, token, 1);
    const terms = await termsOf(s.app, token, orderBody(cart));
    const [first] = terms.items;
    const [{ code }] = await s.db.query<{ code: string }>('SELECT code FROM products WHERE id = $1', [first.productId]);
    expect((await results([product(code, { prices: { list: 999, sales: 999, promotions: [] } })]))[0].status).toBe('updated');
    const refused = await placeOrder(s.app, token, orderBody(cart, { expectedTerms: terms }));
    expect(refused.status).toBe(409);
    expect((await refused.json()).differences).toContainEqual({ kind: 'price', productId: first.productId, expected: first.unitPrice, actual: expect.any(Number) });
  });
});

// PGlite runs the app's transactions as savepoints of one test transaction: only PostgreSQL has real concurrency.
describe.runIf(process.env.DATABASE_URL)('concurrent catalogue batches (PostgreSQL)', () => {
  it('two batches on the same products at once: no duplicates, each row in one of the two versions', async () => {
    const codes = Array.from({ length: 50 }, (_, index) => `L-${index}`);
    const [first, second] = await Promise.all([
      batch(codes.map((code) => product(code, { name: `Primeiro ${code}` }))),
      batch(codes.map((code) => product(code, { name: `Segundo ${code}` }))),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answers = [...(await first.json()).results, ...(await second.json()).results] as { status: string; message?: string }[];
    const statuses = answers.map((row) => row.status);
    expect(statuses.filter((status) => status === 'created')).toHaveLength(50);
    expect(statuses.filter((status) => status === 'updated')).toHaveLength(50);
    const rows = await s.db.query<{ code: string; name: string }>("SELECT code, name FROM products WHERE partner_id = 1 AND code LIKE 'L-%'");
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.name.split(' ')[0])).size).toBe(1);
  });

  it("a price change and a batch on the same product at once both go through: one lock order, no deadlock", async () => {
    const [{ id }] = await s.db.query<{ id: number }>('SELECT id FROM products WHERE partner_id = 1 AND code = $1', [SEEDED_CODE]);
    for (let round = 1; round <= 5; round += 1) {
      const [priced, sent] = await Promise.allSettled([
        changePrice(s.db, { productId: id, partnerId: 1, salesPrice: 10 + round }),
        batch([product(SEEDED_CODE, { prices: { list: 40 + round, sales: 30 + round, promotions: [] } })]),
      ]);
      expect(priced.status).toBe('fulfilled');
      expect(sent.status === 'fulfilled' && sent.value.status).toBe(200);
    }
  });
});
