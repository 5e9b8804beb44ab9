// The suite's `test` with a bad network between the browser and the server (scripts/bench/fault-proxy.mjs): the page
// opens the proxy's address, which passes everything until a test sets a fault; `request` and `serverURL` reach the
// server directly, so the test's own reads and set-up never meet a fault.
import type { APIRequestContext } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from '../../../scripts/bench/fault-proxy.mjs';

export { isApiCall } from '../../../scripts/bench/fault-proxy.mjs';
import { test as base } from './test';

export const test = base.extend<{ network: FaultProxy; serverURL: string; request: APIRequestContext }>({
  serverURL: async ({ appServer }, use) => use(appServer.url),
  network: async ({ appServer }, use) => {
    const proxy = await startFaultProxy(appServer.url);
    await use(proxy);
    await proxy.close();
  },
  baseURL: async ({ network }, use) => use(network.url),
  request: async ({ playwright, appServer }, use) => {
    const request = await playwright.request.newContext({ baseURL: appServer.url });
    await use(request);
    await request.dispose();
  },
});

export { expect } from './test';
