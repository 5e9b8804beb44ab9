// The catalogue batch's budget (issue 30): 20,000 products in batches of 1,000 in ≤ 15 s on PGlite, ≤ 10 s on
// PostgreSQL, through the whole route. Then the same batches again (all unchanged), which an ERP's nightly
// full export is.
import { describe, expect, it } from 'vitest';
import { BENCH_CDN, benchProduct } from '../../scripts/bench/catalogue-import.mjs';
import { useServer } from './helpers';
import { integration, PARTNER_1_TOKEN } from './integration-helpers';

const s = useServer({ CDN_HOST: BENCH_CDN });
const TOTAL = 20_000;
const BATCH = 1_000;
const BUDGET_MS = process.env.DATABASE_URL ? 10_000 : 15_000;

async function importAll(): Promise<{ ms: number; statuses: Set<string> }> {
  const statuses = new Set<string>();
  const started = performance.now();
  for (let start = 0; start < TOTAL; start += BATCH) {
    const products = Array.from({ length: BATCH }, (_, offset) => benchProduct(start + offset));
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
