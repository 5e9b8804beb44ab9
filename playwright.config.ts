import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/e2e/support/chromium';

// Each worker starts its own server with a fresh embedded database (support/app-server.ts, on E2E_PORT + its
// index): a spec file runs in one worker, its tests one at a time, each resetting what it changes of the demo data.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // The demo customers are shared by a worker's ~60 tests on a busy 2-core machine: one retry on a fresh page
  // absorbs a timing flake (Playwright lists it as flaky); a test that fails twice fails the run.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Signing in reaches a home of 50+ cards that axe checks: ~15–25 s on a quiet 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Pixel 7'],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromiumLaunch,
    // Recording a trace costs ~8% of a test's CPU: only the retry of a failed test records one.
    trace: 'on-first-retry',
  },
});
