// Offline in Playwright is real, but only pages the service worker controls survive a reload.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Waits until the service worker controls the page (reloads once if the first load stays uncontrolled). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 })
    .then(() => true, () => false);
  if (!controlled) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

export async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
}
