// The durability run's orders: 'Finalizar pedido' offline (the queued order and what the checkout showed), a price
// changed on the server meanwhile, the reviews answered at the end ('Descartar pedido': the items go back to the
// cart), and the server's orders against the queued ones (durability-ops.mjs's orderVerdict).
import { addToCart, expectCard, expectCards, openHome, STEP_TIMEOUT_MS, waitUntil } from './durability-cards.mjs';
import { credentials, keyAnswer, orderHistory, orderItems, outboxEntries, productPrice, setPrice, untilOutbox } from './durability-api.mjs';
import { orderVerdict } from './durability-ops.mjs';

/** The first amount in `text` ('R$ 1.234,56 …' → 1234.56). */
const brl = (text) => Number(/R\$\s*([\d.]+,\d{2})/.exec(text)[1].replace(/\./g, '').replace(',', '.'));

const isOrder = (entry) => entry.command.type === 'place-order';

/** Waits for `locator`, naming `what` when it does not show. */
const seen = (locator, what) => locator.waitFor({ timeout: STEP_TIMEOUT_MS }).catch(() => Promise.reject(new Error(`${what} did not show`)));

/** Online, before the run: the checkout seen once (its conditions stay on the device), and the orders so far. */
export async function primeOrders(run) {
  const { page } = run.state;
  if (run.products.every((product) => product.quantities.at(-1) === 0)) {
    const [first] = run.products;
    first.quantities.push(await addToCart(page, first));
    await expectCard(page, first);
  }
  await page.goto(run.checkoutUrl);
  await seen(page.getByRole('region', { name: 'Resumo do pedido' }).getByText(/Total/).first(), 'the online checkout');
  run.ordersBefore = new Set((await orderHistory(run.baseURL, await credentials(page), run.partnerId)).map((order) => order.id));
  await openHome(page, run.homeUrl);
}

/** Offline: the checkout from the device, a plan that is not card-only, a delivery date; 'Finalizar pedido' queues it. */
export async function checkoutOffline(run, operation) {
  const { page } = run.state;
  if (run.products.every((product) => product.quantities.at(-1) === 0)) {
    const product = run.products[operation.product];
    product.quantities.push(await addToCart(page, product));
    await expectCard(page, product);
  }
  const inCart = run.products.filter((product) => product.quantities.at(-1) > 0);
  const items = Object.fromEntries(inCart.map((product) => [product.id, product.quantities.at(-1)]));
  const before = new Set((await outboxEntries(page)).map((entry) => entry.key));
  await page.goto(run.checkoutUrl);
  await seen(page.getByRole('note').filter({ hasText: 'os valores são estimados' }), 'the offline checkout');
  const plan = page.getByRole('combobox', { name: 'Plano de pagamento' });
  if ((await plan.locator('option', { hasText: 'Boleto 28 dias' }).count()) > 0) await plan.selectOption({ label: 'Boleto 28 dias' });
  const address = page.getByRole('radio');
  if ((await address.count()) > 0 && !(await address.first().isChecked())) await address.first().check();
  const date = page.getByRole('combobox', { name: 'Data de entrega' });
  if (!(await date.inputValue())) await date.selectOption((await date.locator('option').nth(1).getAttribute('value')) ?? '');
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  const total = brl(await summary.locator('dd').last().textContent());
  await page.getByRole('button', { name: 'Finalizar pedido', exact: true }).click();
  await seen(page.getByRole('dialog', { name: 'Pedido guardado no aparelho' }), "'Pedido guardado no aparelho'");
  const queued = (await outboxEntries(page)).find((entry) => isOrder(entry) && !before.has(entry.key));
  if (!queued) throw new Error("'Finalizar pedido' offline queued no order");
  run.orders.push({
    orderId: queued.command.orderId,
    key: queued.idempotencyKey,
    shown: { items, total },
    mustReview: false,
    onlineEpoch: run.onlineEpoch,
  });
  for (const product of inCart) product.quantities.push(0);
  await openHome(page, run.homeUrl);
  await expectCards(page, run.products);
}

/**
 * Offline: the product's price raised on the server (prices only go up, so a queued order never meets its own
 * price again). An order queued since the network went away cannot have been sent: it must end in review.
 */
export async function changePrice(run, operation) {
  const product = run.products[operation.product];
  const session = await credentials(run.state.page);
  const current = await productPrice(run.baseURL, session, run.partnerId, product.id);
  if (!run.originalPrices.has(product.id)) run.originalPrices.set(product.id, current);
  const raised = Math.max(Math.round(current * Math.max(operation.factor, 2 - operation.factor) * 100) / 100, current + 0.01);
  await setPrice(run.baseURL, session, run.partnerId, product.id, Math.round(raised * 100) / 100);
  for (const order of run.orders) {
    if (order.onlineEpoch === run.onlineEpoch && product.id in order.shown.items) order.mustReview = true;
  }
}

/** Every change is either sent or held behind an order in review. */
function quiet(entries) {
  const held = (entry) =>
    entries.some((other) => other.seq < entry.seq && isOrder(other) && other.status === 'parked' && other.command.partnerId === entry.command.partnerId && entry.command.type !== 'favorite');
  return entries.every((entry) => entry.status === 'parked' || held(entry));
}

const isQuestion = (entry) => entry.command.type === 'cart-item' && entry.status === 'parked';

/**
 * The excessive-quantity question (an order's items back in the cart can add up past it): 'Confirmar'. With two
 * products asked, the dialog may be either's: one question fewer is the answer (the caller asks again for the rest).
 */
async function confirmQuantity(page, asked) {
  const dialog = page.getByRole('dialog', { name: 'Atenção!' });
  // Asked again when the app starts, if the page that got the answer is gone.
  if (!(await dialog.waitFor({ timeout: 3_000 }).then(() => true, () => false))) await page.reload();
  await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await waitUntil(async () => (await outboxEntries(page)).filter(isQuestion).length < asked || 'still asked', 'the answer');
}

/**
 * Online: waits until the outbox sent what it can (`timeout`: at most that long without it shrinking); a quantity question is confirmed; each order in review shows
 * 'Precisa de revisão' on the order history and is discarded (its items back in the cart, in `products`), until none
 * is left. Ends on the home.
 */
export async function answerReviews(run, timeout) {
  const { page } = run.state;
  for (;;) {
    let entries = [];
    const describe = () => JSON.stringify(entries.map((entry) => [entry.command.type, entry.status, entry.command.productId ?? entry.command.orderId]));
    await untilOutbox(page, (now) => quiet((entries = now)) || describe(), 'the outbox to send what it can', timeout);
    const questions = entries.filter(isQuestion).length;
    if (questions > 0) {
      await confirmQuantity(page, questions);
      continue;
    }
    const parked = entries.filter((entry) => isOrder(entry) && entry.status === 'parked');
    if (parked.length === 0) break;
    await page.goto(`/historico-pedidos?parceiro=${run.partnerId}`);
    const reviews = page.getByRole('list', { name: 'Pedidos aguardando envio' }).getByRole('article').filter({ hasText: 'Precisa de revisão' });
    await waitUntil(async () => (await reviews.count()) === parked.length || `${await reviews.count()} shown in review`, 'the reviews on screen');
    await reviews.first().getByRole('button', { name: 'Descartar pedido' }).click();
    let gone;
    await waitUntil(async () => {
      const now = new Set((await outboxEntries(page)).map((entry) => entry.key));
      gone = parked.find((entry) => !now.has(entry.key));
      return gone !== undefined || 'still queued';
    }, 'the discarded order to leave the outbox');
    for (const item of gone.command.items) {
      const product = run.products.find((candidate) => candidate.id === item.productId);
      if (product) product.quantities.push(product.quantities.at(-1) + item.quantityPackaging);
    }
    run.discarded += 1;
  }
  await openHome(page, run.homeUrl);
}

/** The server's orders placed since the run started against every queued order (see orderVerdict). */
export async function orderResult(run) {
  const session = await credentials(run.state.page);
  const placed = (await orderHistory(run.baseURL, session, run.partnerId)).filter((order) => !run.ordersBefore.has(order.id));
  for (const order of placed) order.items = await orderItems(run.baseURL, session, run.partnerId, order.id);
  for (const order of run.orders) order.answer = await keyAnswer(run.baseURL, session, run.partnerId, order.key);
  return orderVerdict(run.orders, placed, new Set(run.originalPrices.keys()));
}

/** The prices the run changed, back as they were (other tests share the server's catalogue). */
export async function restorePrices(run) {
  const session = await credentials(run.state.page);
  for (const [productId, price] of run.originalPrices) await setPrice(run.baseURL, session, run.partnerId, productId, price);
}
