// The durability run of the e2e test (tests/e2e/durability.spec.ts) at bench length: the same
// seeded operations (durability-ops.mjs, played by durability-play.mjs), 1,000 by default (DURABILITY_OPERATIONS), on the
// demo company's home; reports what the server lost or applied twice.
import { DEMO, openAndSignIn } from './app-flows.mjs';
import { phoneContext } from './browser.mjs';
import { durabilitySeed, generateOperations } from './durability-ops.mjs';
import { pickProducts, playOperations, restoreFavorites, settleAndCompare } from './durability-play.mjs';

const PRODUCTS = 4;

async function waitForServiceWorker(page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 });
  if (!(await controlled().then(() => true, () => false))) {
    await page.reload();
    await controlled();
  }
}

/** { operations, seed, lost, duplicated, seconds, problems } */
export async function durability(browser, baseURL, count = Number(process.env.DURABILITY_OPERATIONS ?? 1000)) {
  const seed = durabilitySeed();
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openAndSignIn(page);
    await waitForServiceWorker(page);
    const products = await pickProducts(page, baseURL, DEMO.partnerId, PRODUCTS);
    const initial = new Map(products.map((p) => [p.id, p.favorite]));
    const operations = generateOperations(seed, count, PRODUCTS);
    const state = { page };
    const started = performance.now();
    let step = -1;
    try {
      await playOperations(state, context, products, operations, (index) => (step = index));
    } catch (error) {
      throw new Error(`seed ${seed}, operation ${step} ${JSON.stringify(operations[step])}: ${error instanceof Error ? error.message : error}`);
    }
    const result = await settleAndCompare(state.page, baseURL, DEMO.partnerId, products);
    const seconds = (performance.now() - started) / 1000;
    await restoreFavorites(state.page, baseURL, DEMO.partnerId, products, initial);
    return { operations: operations.length, seed, lost: result.lost, duplicated: result.duplicated, pending: result.pending, seconds, problems: result.problems };
  } finally {
    await context.close();
  }
}
