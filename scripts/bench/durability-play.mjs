// Plays the durability run's operations (durability-ops.mjs) on the home screen of a signed-in page, keeping what
// the user set, and compares the server (read through the API with the page's credentials) and the screen with it
// at the end. `runDurability` is the whole run, shared by the e2e test and the bench.
import { apiGet, apiSend, credentials, emptyServerCart, outboxEntries, serverState, untilOutbox } from './durability-api.mjs';
import { expectCard, expectCards, historyLane, openHome, STEP_TIMEOUT_MS, userChange, waitUntil } from './durability-cards.mjs';
import { answerReviews, changePrice, checkoutOffline, orderResult, primeOrders, restorePrices } from './durability-orders.mjs';
import { countKinds, generateOperations, verdict } from './durability-ops.mjs';
import { isApiCall } from './fault-proxy.mjs';

/**
 * The first `count` cards of the 'Histórico' lane (at least one package, not in the cart
 * or in it: both fine), with their ids from the server and their state as the screen shows it.
 */
export async function pickProducts(page, baseURL, partnerId, count) {
  const lane = historyLane(page);
  await lane.getByRole('article').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  const codes = (await lane.getByText(/^Cód\. /).allTextContents()).map((text) => text.replace(/^Cód\. /, '').trim());
  const session = await credentials(page);
  const page0 = await apiGet(baseURL, session, partnerId, '/purchase/types/LAST_PURCHASES?page=0&size=13&ordination=RELEVANCE');
  const state = await serverState(baseURL, session, partnerId);
  const products = [];
  for (const code of codes) {
    const entry = page0.items.find((item) => item.product.code === code && item.product.packages.length > 0);
    if (!entry || products.some((p) => p.id === entry.product.id)) continue;
    const quantity = state.cart.find((item) => item.productId === entry.product.id)?.quantity ?? 0;
    products.push({ id: entry.product.id, code, family: entry.product.family.name, quantities: [quantity], favorite: state.favorites.includes(entry.product.id) });
    if (products.length === count) break;
  }
  if (products.length < count) throw new Error(`only ${products.length} usable cards in 'Histórico'`);
  return products;
}

async function setNetwork(run, online) {
  await run.context.setOffline(!online);
  if (online) run.onlineEpoch += 1;
  await waitUntil(async () => (await run.state.page.evaluate(() => navigator.onLine)) === online, online ? 'online' : 'offline');
}

/**
 * Closes a tab as a user does (its unload runs) and waits until it is gone: Chromium crashed when the network was
 * switched off while a tab closed that way was still closing (seed 876171874, operation 31). A tab may be gone before
 * Chromium answers the close call: Playwright then rejects it with the target closed, which is what was asked (the
 * 1,000-operation run stopped there: seed 1934517827, operation 848).
 */
async function closeTab(page) {
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true }).catch((error) => {
    if (!/Target page, context or browser has been closed/.test(String(error))) throw error;
  });
  await closed;
}

/** Closes the page (its unload runs) and opens the home in a new one. */
async function reopen(run) {
  await closeTab(run.state.page);
  run.state.page = await run.context.newPage();
  await openHome(run.state.page, run.homeUrl);
}

/** A second tab of the same user: each tab changes a product at once; each shows the other's change; it closes. */
async function twoTabs(run, [theirs, ours]) {
  const { page } = run.state;
  const other = await run.context.newPage();
  try {
    await openHome(other, run.homeUrl);
    await Promise.all([userChange(other, run.products[theirs.product], theirs), userChange(page, run.products[ours.product], ours)]);
    await expectCard(other, run.products[ours.product]);
    await expectCard(page, run.products[theirs.product]);
  } finally {
    await closeTab(other);
  }
}

/** Plays `operations` on `run.products` (updated with what the user set); `run.state.page` follows reopenings. */
export async function playOperations(run, operations, onStep = () => {}) {
  for (const [index, operation] of operations.entries()) {
    onStep(index, operation);
    const { page } = run.state;
    switch (operation.kind) {
      case 'cart':
      case 'favorite':
        await userChange(page, run.products[operation.product], operation);
        break;
      case 'offline':
      case 'online':
        await setNetwork(run, operation.kind === 'online');
        break;
      case 'reload':
        await page.reload();
        await historyLane(page).getByRole('article').first().waitFor({ timeout: STEP_TIMEOUT_MS });
        await expectCards(page, run.products);
        break;
      case 'reopen':
        await reopen(run);
        await expectCards(run.state.page, run.products);
        break;
      case 'tab':
        await twoTabs(run, operation.steps);
        break;
      case 'interrupt':
        // Back online and at once reloaded or closed: the outbox is being sent (or a change just made is).
        await run.context.setOffline(false);
        run.onlineEpoch += 1;
        if (operation.how === 'reload') {
          await page.reload();
          await historyLane(page).getByRole('article').first().waitFor({ timeout: STEP_TIMEOUT_MS });
        } else {
          await reopen(run);
        }
        await expectCards(run.state.page, run.products);
        break;
      case 'checkout':
        await checkoutOffline(run, operation);
        break;
      case 'price':
        await changePrice(run, operation);
        break;
      case 'fault':
        run.proxy.set(operation.fault, isApiCall);
        break;
    }
  }
}

/**
 * Online, answers the reviews and waits for the outbox to empty (while it keeps shrinking, or for `timeout`), then for
 * the server to hold what the user last set (or for `timeout`); answers the verdict on the last server read, plus the cards the screen still shows
 * otherwise (a refresh that undid a change on the device only).
 */
export async function settleAndCompare(run, timeout = 45_000) {
  run.proxy?.set('pass');
  await answerReviews(run, timeout);
  const { page } = run.state;
  const session = await credentials(page);
  await untilOutbox(page, (entries) => entries.length === 0, 'the outbox to empty', timeout).catch(() => undefined);
  let result;
  await waitUntil(async () => {
    result = verdict(run.products, await serverState(run.baseURL, session, run.partnerId));
    return result.problems.length === 0 || JSON.stringify(result.problems);
  }, 'the server to converge', timeout).catch(() => undefined);
  for (const product of run.products) {
    try {
      await expectCard(page, product, 5_000);
    } catch (error) {
      result.problems.push({ code: product.code, what: 'screen', kind: 'lost', expected: { quantity: product.quantities.at(-1), favorite: product.favorite }, got: error instanceof Error ? error.message : String(error) });
      result.lost += 1;
    }
  }
  return { ...result, pending: (await outboxEntries(page)).length };
}

/** Puts the products' server favorites back as they were before the run (other tests share the user). */
async function restoreFavorites(run, initial) {
  const session = await credentials(run.state.page);
  const { favorites } = await serverState(run.baseURL, session, run.partnerId);
  for (const product of run.products) {
    const wanted = initial.get(product.id);
    if (wanted === undefined || favorites.includes(product.id) === wanted) continue;
    await apiSend(run.baseURL, session, run.partnerId, wanted ? 'POST' : 'DELETE', `/products/favorites/${product.id}`);
  }
}

/**
 * The whole run on a signed-in page on the partner's home (its service worker in control): `count` operations of
 * `seed` (drawn from `mix`, see generateOperations) on `productCount` cards, starting from an empty cart on the server.
 * `baseURL` is the server's own address, for the run's reads and writes; the page may reach it through `proxy`
 * (fault-proxy.mjs), which 'fault' operations then set. Resolves with the seed, the counts per kind, the cart/favorite
 * verdict, the order verdict and the seconds it took; `onStep(index, operation)` before each. `operations`, when
 * given, are played instead of drawn.
 */
export async function runDurability({ page, context, baseURL, proxy, partnerId, seed, count, mix, operations: given, productCount = 4, onStep = () => {} }) {
  await emptyServerCart(baseURL, await credentials(page), partnerId);
  await page.reload();
  const products = await pickProducts(page, baseURL, partnerId, productCount);
  const homeUrl = page.url();
  const run = {
    state: { page }, context, baseURL, proxy, partnerId, products, homeUrl,
    checkoutUrl: `/finalizar-pedido?parceiro=${partnerId}`,
    orders: [], originalPrices: new Map(), onlineEpoch: 0, discarded: 0, ordersBefore: new Set(),
  };
  const initialFavorites = new Map(products.map((p) => [p.id, p.favorite]));
  const operations = given ?? generateOperations(seed, count, productCount, mix);
  const started = performance.now();
  let step = -1;
  try {
    await primeOrders(run);
    await playOperations(run, operations, (index, operation) => {
      step = index;
      onStep(index, operation);
    });
    step = operations.length;
    const changes = await settleAndCompare(run);
    const orders = await orderResult(run);
    return { seed, operations: operations.length, kinds: countKinds(operations), changes, orders, discarded: run.discarded, seconds: (performance.now() - started) / 1000, page: run.state.page };
  } catch (error) {
    throw new Error(`seed ${seed}, operation ${step} ${JSON.stringify(operations[step] ?? 'settling')}: ${error instanceof Error ? error.message : error}`);
  } finally {
    proxy?.set('pass');
    await context.setOffline(false);
    await restorePrices(run).catch(() => undefined);
    await restoreFavorites(run, initialFavorites).catch(() => undefined);
  }
}
