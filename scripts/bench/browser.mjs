import { chromium, devices } from '@playwright/test';

const args = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
}

/** A phone-sized context; `serviceWorkers: 'block'` measures what the network sends. */
export function phoneContext(browser, baseURL, options = {}) {
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  return browser.newContext({ ...pixel, baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
}

export async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}
