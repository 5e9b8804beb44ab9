// Diagnostics for the two timing budgets (not part of `npm run bench`):
//   node scripts/bench/profile.mjs sync  <baseURL>   long tasks + CPU profile while the catalogue is pulled
//   node scripts/bench/profile.mjs warm  <baseURL>   offline reload at 4× CPU: what happens before the first card
// Needs a running built server (`node dist/server/main.mjs` with a seeded DATA_DIR).
import { writeFileSync } from 'node:fs';
import { PRODUCT_BUTTON_SELECTOR, openLogin, signIn } from './app-flows.mjs';
import { launchBrowser, phoneContext, throttleCpu } from './browser.mjs';

const [mode = 'sync', baseURL = 'http://127.0.0.1:8183'] = process.argv.slice(2);

function observe(selector) {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    const button = document.querySelector(selector);
    if (!button || button.getBoundingClientRect().height === 0) return;
    window.__firstProductAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** Self time per function (top N) from a CDP CPU profile, restricted to [from, to] µs when given. */
function summarise(profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${k}`);
}

/** Main-thread time by trace event name (top-level tasks' children), navigation → first card. */
function summariseTrace(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'MarkDOMContent'));
  const mine = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const nav = events.find((e) => e.name === 'navigationStart' && main && e.pid === main.pid);
  const t0 = nav ? nav.ts : Math.min(...mine.map((e) => e.ts));
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ts >= t0).sort((a, b) => a.ts - b.ts);
  const busy = tasks.reduce((sum, e) => sum + e.dur, 0) / 1000;
  const byName = new Map();
  for (const e of mine) if (e.ts >= t0 && e.name !== 'RunTask') byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  console.log(`main-thread busy ${busy.toFixed(0)} ms in ${tasks.length} tasks (top-level)`);
  console.log('tasks > 20 ms:', tasks.filter((e) => e.dur > 20_000).map((e) => `${((e.ts - t0) / 1000).toFixed(0)}+${(e.dur / 1000).toFixed(0)}`).join(' '));
  console.log([...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([n, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${n}`).join('\n'));
}

async function withProfile(page, run) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await run(cdp);
  const { profile } = await cdp.send('Profiler.stop');
  return { cdp, profile };
}

const browser = await launchBrowser();
try {
  const context = await phoneContext(browser, baseURL);
  const page = await context.newPage();
  await page.addInitScript(observe, PRODUCT_BUTTON_SELECTOR);
  if (mode === 'sync') {
    await openLogin(page);
    const requests = [];
    page.on('requestfinished', (r) => {
      if (/purchase\/search/.test(r.url())) requests.push(Date.now());
    });
    const { profile } = await withProfile(page, async () => {
      await signIn(page);
      const start = Date.now();
      while (Date.now() - start < 120_000) {
        await page.waitForTimeout(1000);
        if (requests.length > 0 && Date.now() - requests.at(-1) > 4000) break;
      }
    });
    writeFileSync('/tmp/sync.cpuprofile', JSON.stringify(profile));
    const tasks = await page.evaluate(() => window.__longTasks);
    console.log(`pages ${requests.length}; long tasks: ${tasks.length}, > 50 ms: ${tasks.filter((t) => t.duration > 50).length}`);
    console.log(tasks.map((t) => `${t.start}+${t.duration}`).join(' '));
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => /\/api\//.test(e.name)).map((e) => `${Math.round(e.startTime)}→${Math.round(e.responseEnd)} ${e.name.replace(/^.*\/api\/ecommerce/, '').slice(0, 60)}`));
    console.log(resources.join('\n'));
    console.log(summarise(profile).join('\n'));
  } else {
    await openLogin(page);
    await signIn(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.waitForFunction(() => window.__firstProductAt !== undefined);
    await page.waitForTimeout(2000);
    const offline = process.env.ONLINE !== '1';
    if (offline) await context.setOffline(true);
    await throttleCpu(page, 4);
    for (let run = 0; run < 3; run++) {
      const tracing = process.env.TRACE === '1';
      const plain = process.env.PLAIN === '1';
      if (plain) {
        await page.reload();
        await page.waitForFunction(() => window.__firstProductAt !== undefined, null, { timeout: 30_000 });
      }
      const { profile } = tracing || plain
        ? { profile: null }
        : await withProfile(page, async () => {
            await page.reload();
            await page.waitForFunction(() => window.__firstProductAt !== undefined, null, { timeout: 30_000 });
          });
      if (tracing) {
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'loading'] });
        await page.reload();
        await page.waitForFunction(() => window.__firstProductAt !== undefined, null, { timeout: 30_000 });
        const buffer = await browser.stopTracing();
        writeFileSync(`/tmp/warm-trace-${run}.json`, buffer);
        summariseTrace(JSON.parse(buffer.toString()));
      }
      const info = await page.evaluate(() => ({
        first: Math.round(window.__firstProductAt),
        nav: performance.getEntriesByType('navigation').map((e) => ({ responseEnd: Math.round(e.responseEnd), dcl: Math.round(e.domContentLoadedEventEnd) })),
        resources: performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime < window.__firstProductAt)
          .map((e) => `${Math.round(e.startTime)}→${Math.round(e.responseEnd)} ${e.initiatorType} ${e.name.replace(location.origin, '')}`),
        marks: performance.getEntriesByType('mark').map((m) => `${Math.round(m.startTime)} ${m.name}`),
        tasks: window.__longTasks,
      }));
      console.log(`\n=== run ${run} (${offline ? 'offline' : 'online'}): first product at ${info.first} ms`);
      console.log('nav', JSON.stringify(info.nav));
      console.log(info.resources.join('\n'));
      console.log('marks', info.marks.join(' | '));
      console.log('long tasks', info.tasks.map((t) => `${t.start}+${t.duration}`).join(' '));
      if (run === 2 && profile) {
        writeFileSync('/tmp/warm.cpuprofile', JSON.stringify(profile));
        console.log(summarise(profile, 30).join('\n'));
      }
      await page.waitForTimeout(1500);
    }
  }
  await context.close();
} finally {
  await browser.close();
}
