import { DEMO } from './app-flows.mjs';
import { phoneContext, throttleCpu } from './browser.mjs';
import { openSignedInWithCatalogue } from './search-keys.mjs';

const TAPS = 20;
/** Event Timing reports only interactions of 16 ms or more: a faster one counts as 16. */
const EVENT_TIMING_FLOOR_MS = 16;
// A one-letter search lists thousands of the 20,000 products: the list is long, the DOM holds what is in view.
const LONG_LIST = 'a';

const LIST_LENGTH = 500;
const PAGE_SIZE = 10;

/** Scrolls to the list's end until about `length` cards are loaded (pages of 10 come as the end nears): answers the cards loaded. */
async function scrollUntilLoaded(page, length) {
  let pages = 1;
  while (pages * PAGE_SIZE < length) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const grew = await page
      .waitForFunction((before) => document.documentElement.scrollHeight > before, height, { timeout: 5_000 })
      .then(() => true, () => false);
    if (!grew) break;
    pages++;
  }
  return pages * PAGE_SIZE;
}

const PLUS = /^Adicionar uma? \S+ de /;

/**
 * Centres of the '+' buttons a user sees and can tap where they are: whole in the viewport and not under the sticky
 * header or the bottom bar. A tap there needs no scrolling, whose render would be timed as the tap's input delay.
 */
async function tappablePlusButtons(page) {
  return page.evaluate((pattern) => {
    const plus = new RegExp(pattern);
    return [...document.querySelectorAll('button[aria-label]')]
      .filter((button) => plus.test(button.getAttribute('aria-label') ?? ''))
      .map((button) => {
        const box = button.getBoundingClientRect();
        const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        const inView = box.top >= 0 && box.bottom <= innerHeight;
        return inView && document.elementFromPoint(centre.x, centre.y)?.closest('button') === button ? centre : null;
      })
      .filter(Boolean);
  }, PLUS.source);
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/**
 * A tap on '+' in a long list of cards (search results): the interaction's duration as the browser's Event Timing
 * reports it (input to the next paint, what INP is made of). With `floor`, the same search drawn as plain text rows,
 * each with a '+' that counts its taps (the session flag the search screen reads): its first page, not scrolled.
 * The pointer goes down and up at the button's centre, as a finger would: Playwright's `click()` adds its own
 * listeners and hit tests to each tap, which Event Timing would count.
 */
export async function tapInLongList(browser, baseURL, { cpu = 4, floor = false } = {}) {
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openSignedInWithCatalogue(page);
    if (floor) await page.evaluate(() => sessionStorage.setItem('balcao:bench-text-rows', '1'));
    await page.goto(`/busca?parceiro=${DEMO.partnerId}&q=${LONG_LIST}`);
    const count = page.getByText(/^\d+ produtos encontrados$/);
    await count.waitFor({ timeout: 60_000 });
    const found = Number((await count.textContent()).split(' ')[0]);
    const loaded = floor ? await page.getByRole('button', { name: PLUS }).count() : await scrollUntilLoaded(page, LIST_LENGTH);
    await page.evaluate(() => {
      window.__taps = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'pointerup' || entry.name === 'click') window.__taps.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    });
    if (cpu > 1) await throttleCpu(page, cpu);
    // The cards scrolled into view last show their controls a frame after their first one.
    let tappable = [];
    for (const started = Date.now(); tappable.length === 0 && Date.now() - started < 10_000; ) {
      tappable = await tappablePlusButtons(page);
      if (tappable.length === 0) await page.waitForTimeout(100);
    }
    if (tappable.length === 0) throw new Error('no + button in view');
    const durations = [];
    for (let tap = 0; tap < TAPS; tap++) {
      await page.evaluate(() => (window.__taps = []));
      const { x, y } = tappable[tap % tappable.length];
      await page.mouse.click(x, y);
      // Entries come after the paint that follows the input; none at all means under the 16 ms threshold.
      await page.waitForFunction(() => window.__taps.length > 0, null, { timeout: 1_000 }).catch(() => undefined);
      durations.push(await page.evaluate((floor) => Math.max(floor, ...window.__taps), EVENT_TIMING_FLOOR_MS));
    }
    return {
      found,
      loaded,
      p95Ms: Math.round(percentile(durations, 95)),
      medianMs: Math.round(percentile(durations, 50)),
      taps: durations.length,
      slowestMs: Math.round(Math.max(...durations)),
      buttons: tappable.length,
    };
  } finally {
    await context.close();
  }
}
