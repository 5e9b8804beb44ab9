import { chromium, devices } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A phone-sized context; `serviceWorkers: 'block'` measures what the network sends. Half of the signed-in sessions
 * are recorded (session replay), drawn at random per tab: every figure is taken unrecorded (the app's sample forced
 * outside production), unless a measure asks for the recorded half.
 */
export async function phoneContext(browser, baseURL, options = {}) {
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel, baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  // A measure may switch its tab to the other half: sessionStorage 'bench:replay' ('on' / 'off').
  await context.addInitScript(() => localStorage.setItem('sessionReplaySampling', sessionStorage.getItem('bench:replay') ?? 'off'));
  return context;
}

export async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}
