import { openAndSignIn } from './app-flows.mjs';
import { phoneContext } from './browser.mjs';

const PULL = /\/purchase\/search$/;
const QUIET_MS = 4_000; // after the last page: time for its Dexie write to finish
const TIMEOUT_MS = 240_000;

// Runs in the page before its scripts: long tasks, and when the first catalogue page arrived.
function observeTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (window.__firstPullAt === undefined && /\/purchase\/search\?.*size=\d{3,}/.test(entry.name)) {
        window.__firstPullAt = entry.responseEnd;
      }
    }
  }).observe({ type: 'resource', buffered: true });
}

const isPull = (request) => {
  const url = new URL(request.url());
  return PULL.test(url.pathname) && Number(url.searchParams.get('size') ?? 0) >= 100;
};

/** The longest main-thread task from the first catalogue page until the pull is written. */
export async function syncTasks(browser, baseURL) {
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeTasks);
    let pages = 0;
    let inFlight = 0;
    let lastActivity = 0;
    page.on('request', (request) => {
      if (!isPull(request)) return;
      pages++;
      inFlight++;
      lastActivity = Date.now();
    });
    const settled = (request) => {
      if (!isPull(request)) return;
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);

    await openAndSignIn(page);
    const started = Date.now();
    while (Date.now() - started < TIMEOUT_MS) {
      if (pages > 0 && inFlight === 0 && Date.now() - lastActivity > QUIET_MS) break;
      if (pages === 0 && Date.now() - started > 15_000) return { na: 'no catalogue pull (/purchase/search, size ≥ 100) seen from the home screen' };
      await page.waitForTimeout(500);
    }
    const { tasks, firstPullAt } = await page.evaluate(() => ({ tasks: window.__longTasks, firstPullAt: window.__firstPullAt }));
    const during = tasks.filter((task) => firstPullAt !== undefined && task.start >= firstPullAt);
    return {
      pages,
      longestMs: during.reduce((max, task) => Math.max(max, task.duration), 0),
      over50: during.filter((task) => task.duration > 50).length,
      seconds: (lastActivity - started) / 1000,
    };
  } finally {
    await context.close();
  }
}
