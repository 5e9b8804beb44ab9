// The public screens arrive pre-rendered (scripts/build/prerender.mjs): a key pressed before React hydrates them
// reaches a button with no handler yet.
import type { Page } from '@playwright/test';

/** Until React owns the screen's heading: its handlers are attached from then on. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}
