import { openAndSignIn } from './app-flows.mjs';
import { phoneContext, throttleCpu } from './browser.mjs';
import { addOneProduct, emptyCart, openCheckout, step, trackUpdates } from './checkout.mjs';

const RUNS = 7;
const STEP_TIMEOUT_MS = 20_000;
const PLACED_TIMEOUT_MS = 30_000;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

// Runs in the page: when the browser says the network is back, and when the toast says the queued order was placed,
// both on performance.now()'s clock.
function watchPlaced() {
  window.__onlineAt = undefined;
  window.__placedAt = undefined;
  window.addEventListener('online', (event) => (window.__onlineAt = event.timeStamp), { once: true });
  const placed = () => [...document.querySelectorAll('[role="status"]')].some((node) => /foi enviado e realizado/.test(node.textContent ?? ''));
  const observer = new MutationObserver(() => {
    if (!placed()) return;
    window.__placedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Offline: the checkout from the device, a plan that is not card-only, the first date; queued; the orders screen. */
async function queueOffline(page) {
  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('note').waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByLabel('Plano de pagamento').selectOption({ label: 'Boleto 28 dias' });
  const address = page.getByRole('radio');
  if ((await address.count()) > 0) await address.first().check();
  const date = page.getByLabel('Data de entrega');
  const first = await date.locator('option').evaluateAll((options) => options.map((o) => o.value).find((v) => v !== ''));
  if (!first) throw new Error('no delivery date kept on the device');
  await date.selectOption(first);
  const finish = page.getByRole('button', { name: 'Finalizar pedido' });
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Finalizar pedido' && !b.disabled));
  await finish.click();
  const dialog = page.getByRole('dialog', { name: 'Pedido guardado no aparelho' });
  await dialog.getByRole('button', { name: 'Ver meus pedidos' }).click();
  await page.getByText('Aguardando envio').first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

/**
 * From the network coming back ('online' in the page) to the toast that the order finished offline was placed, at a
 * 4× slower CPU on loopback: one product per order, the orders screen open.
 */
export async function queuedOrderPlaced(browser, baseURL) {
  const context = await phoneContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await openAndSignIn(page);
    await page.waitForLoadState('networkidle');
    const updates = trackUpdates(page);
    await step('emptying the cart', () => emptyCart(page));
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      await step(`run ${run + 1}, add to cart`, () => addOneProduct(page));
      await step(`run ${run + 1}, checkout online`, () => openCheckout(page, updates));
      await step(`run ${run + 1}, finish offline`, () => queueOffline(page));
      await page.evaluate(watchPlaced);
      const cdp = await throttleCpu(page, 4);
      try {
        await context.setOffline(false);
        await step(`run ${run + 1}, placed`, () => page.waitForFunction(() => window.__placedAt !== undefined, null, { timeout: PLACED_TIMEOUT_MS }));
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await cdp.detach();
      }
      const { onlineAt, placedAt } = await page.evaluate(() => ({ onlineAt: window.__onlineAt, placedAt: window.__placedAt }));
      if (onlineAt === undefined) throw new Error(`run ${run + 1}: no 'online' event`);
      times.push(placedAt - onlineAt);
    }
    return { medianMs: Math.round(percentile(times, 50)), p95Ms: Math.round(percentile(times, 95)), runs: times };
  } finally {
    await context.close();
  }
}
