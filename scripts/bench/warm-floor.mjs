// The warm start's floor: a page with none of the app (no framework, no router, no Dexie) that reads the home's
// first lane from the signed-in user's database (src/db/user-db.ts) and draws its products' names as plain text rows.
import { median } from './median.mjs';

// A file's name: the service worker's navigation route lets it through (sw/navigation-rules.ts) to the route below.
const FLOOR_PATH = '/bench-floor.html';
// At most: after a sign-in the first lane holds its first page (13), all of which the home draws.
const ROWS = 20;

// Runs in the floor page: the home's first lane (history, by relevance) → its products → one <li> per name; the time
// (ms since navigation start) the first is laid out, or why there was none.
function drawFirstLane({ database, partnerId, rows }) {
  const fail = (reason) => (window.__floorError = String(reason));
  const open = indexedDB.open(database);
  open.onerror = () => fail(open.error);
  open.onsuccess = () => {
    const tx = open.result.transaction(['lists', 'products']);
    const products = [];
    const lane = tx.objectStore('lists').get([partnerId, 'LAST_PURCHASES', 'RELEVANCE']);
    lane.onsuccess = () => {
      (lane.result?.productIds ?? []).slice(0, rows).forEach((id, i) => {
        const get = tx.objectStore('products').get([partnerId, id]);
        get.onsuccess = () => (products[i] = get.result);
      });
    };
    tx.onerror = () => fail(tx.error);
    tx.oncomplete = () => {
      const list = document.createElement('ul');
      for (const entry of products.filter(Boolean)) list.appendChild(document.createElement('li')).textContent = entry.product.family.name;
      if (!list.firstChild) return fail('no product of the first lane on the device');
      document.body.append(list);
      if (list.firstChild.getBoundingClientRect().height === 0) return fail('the first name was not laid out');
      window.__firstProductAt = performance.now();
    };
  };
}

const floorDocument = (args) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head>
<body><script>(${drawFirstLane})(${JSON.stringify(args)})</script></body></html>`;

async function timeLoad(page, load) {
  await load();
  const done = await page.waitForFunction(() => window.__firstProductAt ?? window.__floorError, null, { timeout: 30_000 });
  const value = await done.jsonValue();
  if (typeof value === 'string') throw new Error(`floor page: ${value}`);
  return value;
}


/**
 * The floor page in the app's tab (its origin, so its database; the CPU as the caller throttled it): median of
 * `runs` reloads to the first name laid out, offline then online, and how many names it draws. Playwright answers
 * the page, offline too, so neither makes a network call.
 */
export async function warmFloor(page, { username, partnerId, runs }) {
  const body = floorDocument({ database: `balcao-user-${username}`, partnerId, rows: ROWS });
  await page.route(`**${FLOOR_PATH}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  const context = page.context();
  await context.setOffline(true);
  await timeLoad(page, () => page.goto(FLOOR_PATH)); // the first load of the page: not counted, as the app's
  const offline = [];
  for (let run = 0; run < runs; run++) offline.push(await timeLoad(page, () => page.reload()));
  await context.setOffline(false);
  const online = [];
  for (let run = 0; run < runs; run++) online.push(await timeLoad(page, () => page.reload()));
  return { onlineMs: median(online), offlineMs: median(offline), names: await page.locator('li').count() };
}
