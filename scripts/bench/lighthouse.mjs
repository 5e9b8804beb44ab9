// Lighthouse's mobile profile (simulated slow 4G and 4× CPU) on a public screen, median of three runs. It runs through
// npx at a pinned version: a bench-only tool of ~190 MB stays out of every install of the project.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { median } from './median.mjs';

const run = promisify(execFile);
// 13.x needs Node 22; the project runs on Node 20.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = 3;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', ...CHROMIUM_ARGS].join(' ');


async function audit(url) {
  const { stdout } = await run(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--only-categories=performance,accessibility', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const { categories, audits } = report;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
  };
}

/** Medians of three Lighthouse runs on `path`, each figure on its own, and the runs themselves. */
export async function lighthouse(baseURL, path) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(new URL(path, baseURL).href));
  const of = (key) => median(runs.map((r) => r[key]));
  return { performance: of('performance'), accessibility: of('accessibility'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), runs };
}
