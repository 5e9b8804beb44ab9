// The durability run at bench length (durability-play.mjs's runDurability, 1,000 operations by default,
// DURABILITY_OPERATIONS): the same seeded mix as the e2e test on the demo company's home; reports changes lost or
// applied twice, orders placed twice or on terms the screen did not show. DURABILITY_VERBOSE prints every 50th step.
import { DEMO, openAndSignIn } from './app-flows.mjs';
import { phoneContext } from './browser.mjs';
import { durabilityMix, durabilitySeed } from './durability-ops.mjs';
import { runDurability } from './durability-play.mjs';
import { startFaultProxy } from './fault-proxy.mjs';

async function waitForServiceWorker(page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 });
  if (!(await controlled().then(() => true, () => false))) {
    await page.reload();
    await controlled();
  }
}

/** The run's figures (see runDurability), without its page; the page reaches the server through a fault proxy. */
export async function durability(browser, baseURL, count = Number(process.env.DURABILITY_OPERATIONS ?? 1000)) {
  const seed = durabilitySeed();
  const proxy = await startFaultProxy(baseURL);
  const context = await phoneContext(browser, proxy.url);
  const started = performance.now();
  const onStep = process.env.DURABILITY_VERBOSE
    ? (index, operation) => index % 50 === 0 && console.log(`\n  durability #${index} ${((performance.now() - started) / 1000).toFixed(0)} s ${JSON.stringify(operation)}`)
    : undefined;
  try {
    const page = await context.newPage();
    await openAndSignIn(page);
    await waitForServiceWorker(page);
    const { page: _last, ...run } = await runDurability({ page, context, baseURL, proxy, partnerId: DEMO.partnerId, seed, count, mix: durabilityMix(), onStep });
    return { ...run, faults: proxy.counts() };
  } finally {
    await context.close();
    await proxy.close();
  }
}
