import { DEMO, PRODUCT_BUTTON_SELECTOR, openAndSignIn } from './app-flows.mjs';
import { phoneContext, throttleCpu } from './browser.mjs';
import { warmFloor } from './warm-floor.mjs';
import { median } from './median.mjs';

// Five reloads each: a median of three moved by ±50 ms between runs on the same build.
const RUNS = 5;

// Runs in the page before its own scripts: the time (ms since navigation start) at which
// the first product card's '+' is laid out.
function watchFirstProduct(selector) {
  const visible = () => {
    const button = document.querySelector(selector);
    return button !== null && button.getBoundingClientRect().height > 0;
  };
  const observer = new MutationObserver(() => {
    if (!visible()) return;
    window.__firstProductAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

async function timeReload(page) {
  await page.reload();
  await page.waitForFunction(() => window.__firstProductAt !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => window.__firstProductAt);
}


/**
 * Reload → first product card, controlled by the service worker, at a 4× slower CPU; then, in the same tab, the
 * floor (scripts/bench/warm-floor.mjs).
 */
export async function warmStart(browser, baseURL) {
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openAndSignIn(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.addInitScript(watchFirstProduct, PRODUCT_BUTTON_SELECTOR);
    await timeReload(page); // first controlled load warms the caches
    const cdp = await throttleCpu(page, 4);
    const online = [];
    for (let run = 0; run < RUNS; run++) online.push(await timeReload(page));
    await context.setOffline(true);
    const offline = [];
    for (let run = 0; run < RUNS; run++) offline.push(await timeReload(page));
    const floor = await warmFloor(page, { username: DEMO.username, partnerId: DEMO.partnerId, runs: RUNS });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { runs: RUNS, onlineMs: median(online), offlineMs: median(offline), offlineRuns: offline.map(Math.round), floor };
  } finally {
    await context.close();
  }
}
