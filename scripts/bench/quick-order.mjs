import { DEMO } from './app-flows.mjs';
import { phoneContext, throttleCpu } from './browser.mjs';
import { openSignedInWithCatalogue } from './search-keys.mjs';

const LINES = 200;
const RUNS = 5;

/** Codes of the partner's products on the device (IndexedDB), as a supplier's list would name them. Runs in the page. */
function codesOnDevice({ username, partnerId, count }) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(`balcao-user-${username}`);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('products').objectStore('products').index('partnerId').getAll(partnerId, count);
      all.onsuccess = () => {
        open.result.close();
        resolve(all.result.map((row) => row.product.code));
      };
    };
  });
}

/**
 * Pastes `text` into the quick order's field (as React sees an input) and resolves with the ms until the report of
 * `lines` lines is painted (its summary, with the rows its first frame draws) and until all its rows are. Runs in the page.
 */
function pasteAndTime({ text, lines }) {
  const field = document.querySelector('textarea');
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
  const reported = () => [...document.querySelectorAll('[role="status"] p')].some((p) => p.textContent.endsWith(`de ${lines} linha${lines === 1 ? '' : 's'}.`));
  const allRows = () => document.querySelectorAll('ol[aria-label="Conferência"] > li').length === lines;
  return new Promise((resolve) => {
    const start = performance.now();
    const times = {};
    const painted = (name) => requestAnimationFrame(() => setTimeout(() => {
      times[name] = performance.now() - start;
      if (times.reportMs !== undefined && times.allRowsMs !== undefined) resolve(times);
    }, 0));
    const observer = new MutationObserver(() => {
      if (!reported()) return;
      if (!('report' in times)) {
        times.report = true;
        painted('reportMs');
      }
      if (!allRows()) return;
      observer.disconnect();
      painted('allRowsMs');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const summary = (runs) => {
  const sorted = [...runs].sort((a, b) => a - b);
  return { medianMs: Math.round(sorted[Math.floor(runs.length / 2)]), maxMs: Math.round(sorted.at(-1)), runs: runs.map(Math.round) };
};

/**
 * 'Pedido rápido' with the whole catalogue on the device: a paste of 200 lines (a few of them bad) → its report
 * painted, and all its rows painted, at the given CPU slowdown; the catalogue's read into memory (once per visit) is
 * done before. Then the floor: the same pastes with the report drawn as plain text rows (the session flag the report
 * reads).
 */
export async function quickOrderReport(browser, baseURL, { cpu = 4 } = {}) {
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openSignedInWithCatalogue(page);
    await page.goto(`/pedido-rapido?parceiro=${DEMO.partnerId}`);
    const codes = await page.evaluate(codesOnDevice, { username: DEMO.username, partnerId: DEMO.partnerId, count: LINES });
    const text = codes.map((code, i) => (i % 40 === 39 ? `X${code} 1` : i % 3 === 0 ? `000${code};${1 + (i % 9)}` : `${code} ${1 + (i % 9)}`)).join('\n');
    // The device's catalogue is read into memory once per visit: a first line waits for it.
    await page.getByRole('textbox', { name: 'Linhas do pedido' }).fill(`${codes[0]} 1`);
    await page.getByText('de 1 linha.').waitFor({ timeout: 120_000 });
    const cdp = await throttleCpu(page, cpu);
    const pastes = async () => {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.getByRole('textbox', { name: 'Linhas do pedido' }).fill(`${codes[run + 1]} 1`);
        await page.getByText('de 1 linha.').waitFor();
        runs.push(await page.evaluate(pasteAndTime, { text, lines: codes.length }));
      }
      return runs;
    };
    const cards = await pastes();
    await page.evaluate(() => sessionStorage.setItem('balcao:bench-text-rows', '1'));
    const floor = await pastes();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      lines: codes.length,
      report: summary(cards.map((run) => run.reportMs)),
      allRows: summary(cards.map((run) => run.allRowsMs)),
      floor: summary(floor.map((run) => run.allRowsMs)),
    };
  } finally {
    await context.close();
  }
}
