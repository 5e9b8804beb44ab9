// The suite's `test`: Playwright's, plus an axe check of the screen each test ends on
// (support/a11y.ts). Specs import `test` and `expect` from here.
import { expect, test as base } from '@playwright/test';
import { expectAccessible } from './a11y';

export const test = base.extend<{ finalScreenAccessible: void }>({
  finalScreenAccessible: [
    async ({ page }, use, testInfo) => {
      await use();
      // A failed test already says what went wrong; its last screen may be half drawn.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      // From the top of the page: at the scroll position a test leaves behind, a control partly under the sticky
      // header counts as too small for axe's target-size rule; at the top it is where the layout puts it.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expectAccessible(page, { force: true });
    },
    { auto: true },
  ],
});

export { expect };
