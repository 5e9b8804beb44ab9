import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);
const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// One server with a fresh embedded database per run; tests share the demo customers,
// so they run one at a time and each resets what it changes.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One server and the demo customers are shared by ~90 tests on a busy 2-core machine: one retry on a fresh page
  // absorbs a timing flake (Playwright lists it as flaky); a test that fails twice fails the run.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Signing in reaches a home of 50+ cards that axe checks: ~15–25 s on a quiet 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Pixel 7'],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `rm -rf .data/e2e-${port} && node dist/server/main.mjs`,
    env: { PORT: String(port), DATA_DIR: `.data/e2e-${port}`, DEV_ROUTES: '1' },
    url: `http://localhost:${port}/version.json`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
});
