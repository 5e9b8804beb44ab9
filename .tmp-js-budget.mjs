import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from './scripts/bench/browser.mjs';
import { homeJs, landingJs } from './scripts/bench/js-loaded.mjs';
import { startServer } from './scripts/bench/server.mjs';
const root = new URL('./', import.meta.url);
const distApp = new URL('dist/app/', root);
const server = await startServer(root, { port: 5560, dataDir: mkdtempSync(join(tmpdir(), 'scan-js-')) });
const browser = await launchBrowser();
try {
  const landing = await landingJs(browser, server.url, distApp);
  console.log('landing', landing.kb.toFixed(1), landing.files.filter((f) => /scanner|zxing|share/.test(f)));
  const home = await homeJs(browser, server.url, distApp);
  console.log('home', home.kb.toFixed(1), home.files.filter((f) => /scanner|zxing|share/.test(f)));
} finally {
  await browser.close();
  await server.stop();
}
