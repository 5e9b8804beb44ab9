// The catalogue batch at a distributor's size (issue 30): 20,000 products in batches of 1,000 through
// POST /api/integration/v1/products/batch (the code the CSV import also goes through), then the same batches again
// (all unchanged: an ERP's nightly full export); and the bytes a device downloads after 100 of them change.
import { catalogueChangesReader } from './catalogue-refresh.mjs';

/** The demo partner 1's token (README, demo section): never in a production database. */
export const PARTNER_TOKEN = 'blc_demo1_qt8RdQ8xS0X2NqTKA6oqSQ4kfFQvPRN7KfOqXHILcgU';
export const BENCH_CDN = 'https://cdn.balcao.test';
const BATCH = 1_000;

/** Product `index` as an ERP sends it: two packages, a promotion tier, stock, an image; `salesPrice` to change it. */
export function benchProduct(index, salesPrice = 11.5) {
  const code = `BENCH-${index}`;
  return {
    code,
    name: `Produto ${index}`,
    family: `Família ${index % 200}`,
    brand: `Marca ${index % 50}`,
    department: `Departamento ${index % 8}`,
    category: `Categoria ${index % 40}`,
    barcode: String(7890000000000 + index),
    packages: [{ unit: 'CX', quantity: 12 }, { unit: 'UN', quantity: 1, barcode: String(7891000000000 + index) }],
    prices: { list: 12.9, sales: salesPrice, promotions: [{ minQuantity: 24, maxQuantity: 119, price: 10.9 }] },
    availability: { available: true, stock: index % 300 },
    shortDated: index % 10 === 0,
    validity: index % 10 === 0 ? '2027-01-31' : null,
    active: true,
    images: [`${BENCH_CDN}/p/${code}.jpg`],
  };
}

async function postBatch(baseURL, products) {
  const response = await fetch(`${baseURL}/api/integration/v1/products/batch`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${PARTNER_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ products }),
  });
  if (!response.ok) throw new Error(`products/batch answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()).results;
}

/** `total` products in batches of 1,000, one after the other: the milliseconds and the row statuses seen. */
export async function importProducts(baseURL, total, salesPrice) {
  const statuses = new Set();
  const started = performance.now();
  for (let start = 0; start < total; start += BATCH) {
    const products = Array.from({ length: Math.min(BATCH, total - start) }, (_, offset) => benchProduct(start + offset, salesPrice));
    for (const row of await postBatch(baseURL, products)) statuses.add(row.status);
  }
  return { ms: performance.now() - started, statuses: [...statuses] };
}

/**
 * A device's refresh after 100 of the imported products got a new price: every page of
 * GET /purchase/catalogue/changes from its cursor, as the server sends them to a browser (gzip).
 */
export async function hundredChangedBytes(baseURL) {
  const changes = await catalogueChangesReader(baseURL);
  let { cursor } = (await changes('')).body;
  await importProducts(baseURL, 100, 11.2);
  const total = { bytes: 0, jsonBytes: 0, items: 0, pages: 0 };
  for (let lastPage = false; !lastPage; ) {
    const page = await changes(`since=${cursor}`);
    Object.assign(total, { bytes: total.bytes + page.wireBytes, jsonBytes: total.jsonBytes + page.jsonBytes, items: total.items + page.body.items.length, pages: total.pages + 1 });
    ({ cursor, lastPage } = page.body);
  }
  return total;
}
