// The catalogue batch's budget (issue 30): 20,000 products in batches of 1,000 in ≤ 15 s on PGlite, ≤ 10 s on
// PostgreSQL, through the whole route. Then the same batches again (all unchanged), which an ERP's nightly
// full export is.
import { describe, expect, it } from 'vitest';
import { useServer } from './helpers';
import { integration, PARTNER_1_TOKEN } from './integration-helpers';

const CDN = 'https://cdn.balcao.test';
const s = useServer({ CDN_HOST: CDN });
const TOTAL = 20_000;
const BATCH = 1_000;
const BUDGET_MS = process.env.DATABASE_URL ? 10_000 : 15_000;

function product(index: number) {
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
    prices: { list: 12.9, sales: 11.5, promotions: [{ minQuantity: 24, maxQuantity: 119, price: 10.9 }] },
    availability: { available: true, stock: index % 300 },
    shortDated: index % 10 === 0,
    validity: index % 10 === 0 ? '2027-01-31' : null,
    active: true,
    images: [`${CDN}/p/${code}.jpg`],
  };
}

async function importAll(): Promise<{ ms: number; statuses: Set<string> }> {
  const statuses = new Set<string>();
  const started = performance.now();
  for (let start = 0; start < TOTAL; start += BATCH) {
    const products = Array.from({ length: BATCH }, (_, offset) => product(start + offset));
    const res = await integration(s.app, 'POST', '/products/batch', { token: PARTNER_1_TOKEN, body: { products } });
    expect(res.status).toBe(200);
    for (const row of (await res.json()).results) statuses.add(row.status);
  }
  return { ms: performance.now() - started, statuses };
}

describe.runIf(process.env.BENCH_IMPORT)('catalogue import speed', () => {
  it(`imports ${TOTAL} products in batches of ${BATCH} within the budget`, async () => {
    const first = await importAll();
    const again = await importAll();
    console.log(`catalogue import: ${TOTAL} created in ${Math.round(first.ms)} ms, the same again (unchanged) in ${Math.round(again.ms)} ms`);
    expect([...first.statuses]).toEqual(['created']);
    expect([...again.statuses]).toEqual(['unchanged']);
    expect(first.ms).toBeLessThan(BUDGET_MS);
  }, 120_000);
});
