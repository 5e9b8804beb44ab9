import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { openAndSignIn, openLogin, productButtons } from './app-flows.mjs';
import { phoneContext } from './browser.mjs';

/** Records every .js response of a page; `gzipKb()` sums the gzip size of their bodies. */
function recordScripts(page, distApp) {
  const bodies = new Map();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || bodies.has(url.pathname)) return;
    bodies.set(
      url.pathname,
      response.body().catch(() => readFile(new URL(`.${url.pathname}`, distApp))),
    );
  });
  return {
    reset: () => bodies.clear(),
    async gzipKb() {
      const all = await Promise.all(bodies.values());
      return all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
    },
    files: () => [...bodies.keys()],
  };
}

/** JS a new visitor downloads for the landing and login screens (no service worker, empty cache). */
export async function landingJs(browser, baseURL, distApp) {
  const context = await phoneContext(browser, baseURL, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page, distApp);
    await openLogin(page);
    await page.waitForLoadState('networkidle');
    return { kb: await scripts.gzipKb(), files: scripts.files() };
  } finally {
    await context.close();
  }
}

/** JS a signed-in user's reload of the home screen loads, up to the first product card. */
export async function homeJs(browser, baseURL, distApp) {
  const context = await phoneContext(browser, baseURL, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await openAndSignIn(page);
    const scripts = recordScripts(page, distApp);
    await page.reload();
    await productButtons(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    return { kb: await scripts.gzipKb(), files: scripts.files() };
  } finally {
    await context.close();
  }
}
