import { DEMO, openAndSignIn } from './app-flows.mjs';
import { phoneContext, throttleCpu } from './browser.mjs';
import { median } from './median.mjs';

const RUNS = 3;
const STEP_TIMEOUT_MS = 20_000;
const FINISH_TIMEOUT_MS = 30_000;
const UPDATE = /\/v2\/checkout\/v2\/\d+$/; // the checkout's update call (POST) after each choice
const QUIET_MS = 300; // after the last update answered: time for its render

// Runs in the page just before the click: when 'Finalizar pedido' was clicked (the click
// event's time) and when the 'Sucesso!' dialog is laid out, both on performance.now()'s clock.
function watchFinish({ button, title }) {
  window.__finishClickAt = undefined;
  window.__successAt = undefined;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      if (target?.textContent?.trim() === button) window.__finishClickAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const shown = () =>
    [...document.querySelectorAll('dialog[open]')].some((dialog) => {
      const heading = dialog.querySelector('h2');
      return heading?.textContent?.trim() === title && dialog.getBoundingClientRect().height > 0;
    });
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    window.__successAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** Counts the checkout update calls in flight, to wait until the last one answered. */
export function trackUpdates(page) {
  let inFlight = 0;
  let sent = 0;
  let lastActivity = 0;
  const isUpdate = (request) => request.method() === 'POST' && UPDATE.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (!isUpdate(request)) return;
    sent++;
    inFlight++;
    lastActivity = Date.now();
  });
  const settled = (request) => {
    if (!isUpdate(request)) return;
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    sent: () => sent,
    /** Resolves once `atLeast` updates were sent and none is in flight for QUIET_MS. */
    async settled(atLeast) {
      const deadline = Date.now() + STEP_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (sent >= atLeast && inFlight === 0 && Date.now() - lastActivity > QUIET_MS) return;
        await page.waitForTimeout(100);
      }
      throw new Error(sent < atLeast ? 'no update call (POST /v2/checkout/v2/{id}) after choosing address and date' : 'the update call did not answer');
    },
  };
}

export async function step(name, run) {
  try {
    return await run();
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new Error(`${name}: ${message}`);
  }
}

/** Cart screen → every quantity field set to 0, so the order holds only the bench's product. */
export async function emptyCart(page) {
  await page.goto(`/carrinho?parceiro=${DEMO.partnerId}`);
  const empty = page.getByText('Seu carrinho está vazio :(');
  const review = page.getByRole('button', { name: 'REVISAR PEDIDO' });
  await empty.or(review).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  const quantities = page.getByRole('textbox', { name: /^Quantidade de / });
  for (let left = await quantities.count(); left > 0; left--) {
    await quantities.first().fill('0');
    await page.keyboard.press('Tab'); // the row may be gone already: quantity 0 removes it
    await page.waitForTimeout(200);
  }
  await empty.waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Home → one product not yet in the cart → 'Adicionar … ao carrinho' (+ 'Confirmar' for the package). */
export async function addOneProduct(page) {
  await page.goto('/');
  const add = page.getByRole('button', { name: /^Adicionar .+ ao carrinho$/, disabled: false }).first();
  await add.waitFor({ timeout: STEP_TIMEOUT_MS });
  await add.click();
  const confirm = page.getByRole('dialog', { name: 'Confirme a embalagem selecionada:' });
  try {
    await confirm.waitFor({ state: 'visible', timeout: 1_500 });
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
  } catch {
    // one package, or already chosen: no dialog
  }
  await page.getByText('No carrinho').first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Cart → 'REVISAR PEDIDO' → '/finalizar-pedido' with an address and the first delivery date, updates settled. */
export async function openCheckout(page, updates) {
  await page.goto(`/carrinho?parceiro=${DEMO.partnerId}`);
  const review = page.getByRole('button', { name: 'REVISAR PEDIDO' });
  await review.waitFor({ timeout: STEP_TIMEOUT_MS });
  await review.click();
  await page.waitForURL(/\/finalizar-pedido/, { timeout: STEP_TIMEOUT_MS });
  const finish = page.getByRole('button', { name: 'Finalizar pedido' });
  await finish.waitFor({ timeout: STEP_TIMEOUT_MS });
  let expected = updates.sent();
  const address = page.getByRole('radio');
  if ((await address.count()) > 0 && !(await address.first().isChecked())) {
    await address.first().check();
    expected++;
  }
  const date = page.getByLabel('Data de entrega');
  const first = await date.locator('option').evaluateAll((options) => options.map((o) => o.value).find((v) => v !== ''));
  if (!first) throw new Error('no delivery date offered');
  if ((await date.inputValue()) !== first) {
    await date.selectOption(first);
    expected++;
  }
  await updates.settled(expected);
  if (!(await finish.isEnabled())) throw new Error("'Finalizar pedido' stays disabled");
  return finish;
}


/**
 * 'Finalizar pedido' → 'Sucesso!' at a 4× slower CPU (issue 3): one product in the cart,
 * address and first date chosen, then the click; a new product for each run.
 */
export async function checkoutFinish(browser, baseURL) {
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openAndSignIn(page);
    await page.waitForLoadState('networkidle');
    const updates = trackUpdates(page);
    await step('emptying the cart', () => emptyCart(page));
    const times = [];
    let items = null;
    for (let run = 0; run < RUNS; run++) {
      await step(`run ${run + 1}, add to cart`, () => addOneProduct(page));
      const finish = await step(`run ${run + 1}, checkout`, () => openCheckout(page, updates));
      await page.evaluate(watchFinish, { button: 'Finalizar pedido', title: 'Sucesso!' });
      const cdp = await throttleCpu(page, 4);
      try {
        await finish.click();
        await page.waitForFunction(() => window.__successAt !== undefined, null, { timeout: FINISH_TIMEOUT_MS });
      } catch (error) {
        const toast = await page.getByRole('status').allInnerTexts().catch(() => []);
        const said = toast.join(' ').trim();
        throw new Error(`run ${run + 1}, no 'Sucesso!'${said ? ` (page says: ${said.slice(0, 80)})` : ''}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await cdp.detach();
      }
      const { clickAt, successAt } = await page.evaluate(() => ({ clickAt: window.__finishClickAt, successAt: window.__successAt }));
      if (clickAt === undefined) throw new Error(`run ${run + 1}: the click on 'Finalizar pedido' was not seen`);
      times.push(successAt - clickAt);
      const said = await page.getByRole('dialog', { name: 'Sucesso!' }).innerText();
      items = Number(said.match(/Quantidade de itens: (\d+)/)?.[1] ?? Number.NaN);
    }
    return { ms: median(times), runs: times, items };
  } finally {
    await context.close();
  }
}
