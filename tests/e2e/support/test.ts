// The suite's `test`: Playwright's, with each worker's own server (support/app-server.ts) as the base URL, plus an
// axe check of the screen each test ends on when the worker has not checked it yet (support/a11y.ts). Specs import `test` and `expect` from here.
import { expect, test as base } from '@playwright/test';
import { expectAccessible } from './a11y';
import { startAppServer, type AppServer } from './app-server';

const FIRST_PORT = Number(process.env.E2E_PORT ?? 8090);

export const test = base.extend<{ finalScreenAccessible: void }, { appServer: AppServer }>({
  appServer: [
    // A worker fixture that needs no other: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use, workerInfo) => {
      const server = await startAppServer(FIRST_PORT + workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.url),
  // Installing the service worker downloads and stores the whole app again in every fresh context: ~2 CPU-s of a
  // test on a 2-core machine. A test tagged '@service-worker' (offline reloads, the offline order, the pages it
  // serves) has it; the others run as a first visit does, before the worker takes control.
  serviceWorkers: async ({}, use, testInfo) => use(testInfo.tags.includes('@service-worker') ? 'allow' : 'block'),
  // Session replay samples half of the sessions at random: the suite records none, so a test's CPU and requests do
  // not depend on a draw. session-replay.spec.ts forces it on with its own init script, which runs after this one.
  context: async ({ context }, use) => {
    await context.addInitScript(() => localStorage.setItem('sessionReplaySampling', 'off'));
    await use(context);
  },
  finalScreenAccessible: [
    async ({ page }, use, testInfo) => {
      await use();
      // A failed test already says what went wrong; its last screen may be half drawn.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      // From the top of the page: at the scroll position a test leaves behind, a control partly under the sticky
      // header counts as too small for axe's target-size rule; at the top it is where the layout puts it.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      // Not forced: most tests end on a screen the worker already checked (the home after a sign-in), and axe on a
      // home of 50+ cards took ~3 s of every test. A spec forces a check where its own change is what to check.
      await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };
