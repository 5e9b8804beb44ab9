import { DEMO } from './app-flows.mjs';
import { phoneContext, throttleCpu } from './browser.mjs';
import { openSignedInWithCatalogue } from './search-keys.mjs';

const WAITING = 200;
const OPENINGS = 5;

/** Writes `count` cart changes of the partner's first products straight into the outbox, as the app would leave them offline. */
async function fillOutbox(page, count) {
  return page.evaluate(
    ({ username, partnerId, count }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(`balcao-user-${username}`);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['products', 'outbox'], 'readwrite');
          const products = tx.objectStore('products').getAll(IDBKeyRange.bound([partnerId, 0], [partnerId, Infinity]), count);
          products.onsuccess = () => {
            for (const row of products.result) {
              const productPackageId = row.product.packages[0].id;
              tx.objectStore('outbox').add({
                key: `cart:${partnerId}:${row.id}`,
                command: { type: 'cart-item', partnerId, productId: row.id, quantity: 2, productPackageId, confirmExcessive: false, previous: null },
                idempotencyKey: crypto.randomUUID(),
                status: 'pending',
                updatedAt: Date.now(),
              });
            }
          };
          tx.oncomplete = () => resolve(products.result.length);
          tx.onerror = () => reject(tx.error);
        };
      }),
    { username: DEMO.username, partnerId: DEMO.partnerId, count },
  );
}

/** From the tap on the offline banner's count to the frame after the sync center's first change list is in the page. */
async function timeOpening(page) {
  await page.evaluate(() => {
    window.__syncCenter = new Promise((resolve) => {
      addEventListener(
        'click',
        () => {
          const start = performance.now();
          const check = () => {
            if (document.querySelector('[aria-label^="Alterações de"] li')) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
            else requestAnimationFrame(check);
          };
          check();
        },
        { capture: true, once: true },
      );
    });
  });
  await page.getByRole('link', { name: /alterações aguardando envio$/ }).click();
  return page.evaluate(() => window.__syncCenter);
}

/** `OPENINGS` openings, each from the home back to it: the first (its code may load) and the median and slowest of the rest. */
async function openings(page) {
  const durations = [];
  for (let opening = 0; opening < OPENINGS; opening++) {
    durations.push(Math.round(await timeOpening(page)));
    await page.goBack();
    await page.getByRole('link', { name: /alterações aguardando envio$/ }).waitFor({ timeout: 60_000 });
  }
  const [first, ...rest] = durations;
  const sorted = [...rest].sort((a, b) => a - b);
  return { firstMs: first, medianMs: sorted[Math.floor(sorted.length / 2)], slowestMs: sorted.at(-1), runs: durations };
}

/**
 * The sync center opened offline with 200 changes waiting, at `cpu`× CPU: the first opening (its
 * code loads) and the median of the openings after it; then the floor, the same openings drawing
 * the outbox's keys as plain text rows (the session flag the screen reads).
 */
export async function syncCenterOpening(browser, baseURL, { cpu = 4 } = {}) {
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openSignedInWithCatalogue(page);
    await context.setOffline(true);
    const written = await fillOutbox(page, WAITING);
    // The app's live queries do not see a write made outside its Dexie: the page reads the outbox again (the service worker serves it offline).
    await page.reload();
    await page.getByRole('link', { name: `${written} alterações aguardando envio` }).waitFor({ timeout: 60_000 });
    if (cpu > 1) await throttleCpu(page, cpu);
    const screen = await openings(page);
    await page.evaluate(() => sessionStorage.setItem('balcao:bench-text-rows', '1'));
    const floor = await openings(page);
    return { waiting: written, ...screen, floor };
  } finally {
    await context.close();
  }
}
