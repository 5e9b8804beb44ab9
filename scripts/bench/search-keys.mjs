import { DEMO, openAndSignIn } from './app-flows.mjs';
import { phoneContext, throttleCpu } from './browser.mjs';
import { waitForWholeCatalogue } from './catalogue-on-device.mjs';

// Each text is one more (or one less) key than the one before, as a user types.
const TYPED = ['a', 'ar', 'arr', 'arro', 'arroz', 'arroz t', 'arroz ti', 'arroz tip', 'arroz tipo', 'f', 'fe', 'fei', 'feij', 'feija', 'feijao',
  'c', 'ca', 'caf', 'cafe', 'o', 'ol', 'ole', 'oleo', 's', 'sa', 'sab', 'saba', 'sabao', '1', '10', '100', 'l', 'le', 'lei', 'leit', 'leite',
  // Twice the keys of before: the p95 of 35 moved from one run to the next by a whole key's cost.
  'm', 'ma', 'mac', 'maca', 'macar', 'macarr', 'macarra', 'macarrao', 'b', 'bi', 'bis', 'bisc', 'bisco', 'biscoi', 'biscoit', 'biscoito',
  'd', 'de', 'det', 'dete', 'deter', 'deterg', 'q', 'qu', 'que', 'quei', 'queij', 'queijo', 'ce', 'cer', 'cerv', 'cerve', 'cervej', 'cerveja',
  'p', 'pa', 'pao'];
const CATALOGUE_TIMEOUT_MS = 300_000;

// Typed as a user does, one key every TYPING_GAP_MS, without waiting for the results.
const TYPED_AT_PACE = ['arroz tipo 1', 'feijao carioca', 'oleo de soja'];
const TYPING_GAP_MS = 120;
/** Event Timing reports only interactions of 16 ms or more: a faster one counts as 16. */
const EVENT_TIMING_FLOOR_MS = 16;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/** Signs in and waits until the device holds the partner's whole catalogue. */
export async function openSignedInWithCatalogue(page) {
  // The home's cards may come late while 20,000 products are written: the catalogue is what matters here.
  await openAndSignIn(page).catch((error) => {
    if (!page.url().includes('parceiro=')) throw error;
  });
  await waitForWholeCatalogue(page, { username: DEMO.username, partnerId: DEMO.partnerId }, { timeoutMs: CATALOGUE_TIMEOUT_MS, intervalMs: 1_000 });
}

/** Types each text of TYPED and reads the app's measure 'busca' (key → its results painted) for each. */
async function typeAndMeasure(page, cpu) {
  await page.goto(`/busca?parceiro=${DEMO.partnerId}`);
  const field = page.getByRole('searchbox', { name: 'Buscar produtos' });
  await field.waitFor();
  const cdp = cpu > 1 ? await throttleCpu(page, cpu) : undefined;
  try {
    const durations = [];
    for (const text of TYPED) {
      const before = await page.evaluate(() => performance.getEntriesByName('busca').length);
      await field.fill(text);
      await page.waitForFunction((n) => performance.getEntriesByName('busca').length > n, before, { timeout: 30_000 });
      durations.push(await page.evaluate(() => performance.getEntriesByName('busca').at(-1).duration));
    }
    return durations;
  } finally {
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/**
 * Each key's Event Timing duration (keydown → the next paint, which shows it in the field) while texts are typed at a
 * user's pace and each key's results render, and the last key of each text → its results painted.
 */
async function typeAtPace(page, cpu) {
  await page.goto(`/busca?parceiro=${DEMO.partnerId}`);
  const field = page.getByRole('searchbox', { name: 'Buscar produtos' });
  await field.waitFor();
  await page.evaluate(() => {
    window.__keys = [];
    // The app measures a key's search from its input event's timeStamp.
    document.addEventListener('input', (event) => (window.__lastInputAt = event.timeStamp), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') window.__keys.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  const cdp = cpu > 1 ? await throttleCpu(page, cpu) : undefined;
  try {
    const lastKeys = [];
    let keys = 0;
    for (const text of TYPED_AT_PACE) {
      await field.fill('');
      await field.pressSequentially(text, { delay: TYPING_GAP_MS });
      keys += text.length;
      const lastKey = await page.waitForFunction(
        () => performance.getEntriesByName('busca').find((entry) => entry.startTime === window.__lastInputAt)?.duration,
        null,
        { timeout: 30_000 },
      );
      lastKeys.push(await lastKey.jsonValue());
    }
    const reported = await page.evaluate(() => window.__keys);
    const durations = [...reported, ...Array(Math.max(0, keys - reported.length)).fill(EVENT_TIMING_FLOOR_MS)];
    return { keys, p95Ms: Math.round(percentile(durations, 95)), slowestMs: Math.round(Math.max(...durations)), lastKeyMs: lastKeys.map(Math.round) };
  } finally {
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

function summary(durations) {
  const [first, ...rest] = durations;
  const slowest = TYPED.slice(1)
    .map((text, i) => [text, Math.round(rest[i])])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([text, ms]) => `'${text}' ${ms}`);
  return { firstMs: Math.round(first), p95Ms: Math.round(percentile(rest, 95)), medianMs: Math.round(percentile(rest, 50)), keys: rest.length, slowest };
}

/**
 * Local search on the device's whole catalogue, each key searching at once: for each text typed (one key at a
 * time), the app's measure 'busca' from the key to the frame that shows its first results, with the app's cards
 * and then (the floor) with one plain text row per product (the session flag the search screen reads), both in an
 * unrecorded session; then the cards again in a recorded one (session replay). Between them, texts typed at a user's
 * pace: how long each key takes to show in the field while the results of the keys before render. The first search of each also reads
 * the catalogue into memory: reported apart.
 */
export async function searchPerKey(browser, baseURL, { cpu = 1 } = {}) {
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openSignedInWithCatalogue(page);
    const cards = summary(await typeAndMeasure(page, cpu));
    const typing = await typeAtPace(page, cpu);
    await page.evaluate(() => sessionStorage.setItem('balcao:bench-text-rows', '1'));
    const textRows = summary(await typeAndMeasure(page, cpu));
    const typingTextRows = await typeAtPace(page, cpu);
    // The recorded half of the sessions (session replay observes and serialises every card added).
    await page.evaluate(() => {
      sessionStorage.removeItem('balcao:bench-text-rows');
      sessionStorage.setItem('bench:replay', 'on');
    });
    const recorded = summary(await typeAndMeasure(page, cpu));
    return { cards, typing, textRows, typingTextRows, recorded };
  } finally {
    await context.close();
  }
}
