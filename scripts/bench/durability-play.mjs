// Plays the durability run's operations (durability-ops.mjs) on the home screen of a
// signed-in page, keeping what the user set, and compares the server (read through the API
// with the page's credentials) and the screen with it at the end.
import { MAX_QUANTITY, verdict } from './durability-ops.mjs';

const API = '/api/ecommerce';
const STEP_TIMEOUT_MS = 15_000;

async function credentials(page) {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), deviceId: localStorage.getItem('deviceId') }));
}

async function apiGet(baseURL, session, partnerId, path) {
  const response = await fetch(new URL(`${API}${path}`, baseURL), {
    headers: { Authorization: `Bearer ${session.token}`, deviceId: session.deviceId, partner: String(partnerId) },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function apiSend(baseURL, session, partnerId, method, path) {
  const response = await fetch(new URL(`${API}${path}`, baseURL), {
    method,
    headers: { Authorization: `Bearer ${session.token}`, deviceId: session.deviceId, partner: String(partnerId) },
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/** The server's cart items and favorite product ids, read with the session's credentials. */
export async function serverState(baseURL, session, partnerId) {
  const cart = await apiGet(baseURL, session, partnerId, `/v2/cart/${partnerId}`);
  const favorites = await apiGet(baseURL, session, partnerId, '/purchase/types/FAVORITES?page=0&size=100&ordination=RELEVANCE');
  return {
    cart: cart.items.map(({ productId, quantity }) => ({ productId, quantity })),
    favorites: favorites.items.map((entry) => entry.product.id),
  };
}

/** Count of entries in the signed-in user's outbox (the device database). */
function outboxCount(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const payload = (localStorage.getItem('token') ?? '').split('.')[1] ?? '';
        const user = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).user;
        const name = `balcao-user-${user}`;
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve(0), db.close();
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const historyLane = (page) => page.getByRole('region', { name: 'Histórico', exact: true });

function cardOf(page, product) {
  return historyLane(page).getByRole('article').filter({ hasText: new RegExp(`Cód\\. ${escapeRegExp(product.code)}(?!\\w)`) });
}

async function waitUntil(check, what, timeout = STEP_TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await check();
      if (last === true) return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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

async function shownQuantity(card) {
  return Number(await card.getByRole('textbox', { name: /^Quantidade de / }).inputValue());
}

async function expectCard(page, product, timeout = STEP_TIMEOUT_MS) {
  const card = cardOf(page, product);
  const quantity = product.quantities.at(-1);
  await waitUntil(async () => {
    const inCart = await card.getByText('No carrinho').isVisible();
    const shown = await shownQuantity(card);
    const pressed = (await card.getByRole('button', { name: new RegExp(`^(Favoritar|Remover) ${escapeRegExp(product.family)}( dos favoritos)?$`) }).getAttribute('aria-pressed')) === 'true';
    if (pressed !== product.favorite) return `favorite ${pressed}, expected ${product.favorite}`;
    if (quantity === 0) return !inCart || `in the cart with ${shown}, expected out of it`;
    return (inCart && shown === quantity) || `shows ${inCart ? shown : 'not in cart'}, expected ${quantity}`;
  }, `card ${product.code}`, timeout);
}

/** The stepper's + or −, named after the package it steps ('Adicionar uma caixa de …'). */
function stepButton(card, verb, family) {
  const escaped = family.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return card.getByRole('button', { name: new RegExp(`^${verb} uma? \\S+ de ${escaped}$`) });
}

async function addToCart(page, product) {
  const card = cardOf(page, product);
  if ((await shownQuantity(card)) === 0) await stepButton(card, 'Adicionar', product.family).click();
  await card.getByRole('button', { name: `Adicionar ${product.family} ao carrinho` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme a embalagem selecionada:' });
  const added = card.getByText('No carrinho');
  await dialog.or(added).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
  }
  await added.waitFor({ timeout: STEP_TIMEOUT_MS });
  return shownQuantity(card);
}

async function cartStep(page, product, operation) {
  const card = cardOf(page, product);
  const quantity = product.quantities.at(-1);
  if (quantity === 0) return addToCart(page, product);
  const input = card.getByRole('textbox', { name: /^Quantidade de / });
  const action = operation.action === 'plus' && quantity >= MAX_QUANTITY ? 'minus' : operation.action;
  if (action === 'plus') {
    await stepButton(card, 'Adicionar', product.family).click();
    return quantity + 1;
  }
  if (action === 'minus') {
    await stepButton(card, 'Remover', product.family).click();
    return quantity - 1;
  }
  const text = action === 'remove' ? '0' : operation.text;
  await input.click();
  await input.press('Control+A');
  await input.pressSequentially(text);
  await input.blur();
  return Number(text);
}

async function openHome(page, url) {
  await page.goto(url);
  await historyLane(page).getByRole('article').first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

/**
 * Plays `operations` on `products` (from `pickProducts`, updated in place with what the
 * user set), starting on the home screen of `state.page`; `state.page` follows reopenings.
 * `onStep(index, operation)` runs before each one (progress, logging).
 */
export async function playOperations(state, context, products, operations, onStep = () => {}) {
  const homeUrl = state.page.url();
  for (const [index, operation] of operations.entries()) {
    onStep(index, operation);
    const { page } = state;
    switch (operation.kind) {
      case 'cart': {
        const product = products[operation.product];
        product.quantities.push(await cartStep(page, product, operation));
        await expectCard(page, product);
        break;
      }
      case 'favorite': {
        const product = products[operation.product];
        // Checked first: a refresh that undid an earlier toggle on the device shows here.
        await expectCard(page, product, 5_000).catch((error) => {
          throw new Error(`the screen lost a change: ${error instanceof Error ? error.message : error}`);
        });
        await cardOf(page, product).getByRole('button', { name: product.favorite ? `Remover ${product.family} dos favoritos` : `Favoritar ${product.family}` }).click();
        product.favorite = !product.favorite;
        await expectCard(page, product);
        break;
      }
      case 'offline':
      case 'online':
        await context.setOffline(operation.kind === 'offline');
        await waitUntil(async () => (await page.evaluate(() => navigator.onLine)) === (operation.kind === 'online'), operation.kind);
        break;
      case 'reload':
        await page.reload();
        await historyLane(page).getByRole('article').first().waitFor({ timeout: STEP_TIMEOUT_MS });
        for (const product of products) await expectCard(page, product);
        break;
      case 'reopen': {
        await page.close({ runBeforeUnload: true });
        state.page = await context.newPage();
        await openHome(state.page, homeUrl);
        for (const product of products) await expectCard(state.page, product);
        break;
      }
    }
  }
}

/**
 * Online, waits for the outbox to empty, then for the server to hold what the user last
 * set (or for `timeout`); answers the verdict on the last server read, plus the cards the
 * screen still shows otherwise (a refresh that undid a change on the device only).
 */
export async function settleAndCompare(page, baseURL, partnerId, products, timeout = 45_000) {
  const session = await credentials(page);
  await waitUntil(async () => (await outboxCount(page)) === 0, 'the outbox to empty', timeout).catch(() => undefined);
  let result;
  await waitUntil(async () => {
    result = verdict(products, await serverState(baseURL, session, partnerId));
    return result.problems.length === 0 || JSON.stringify(result.problems);
  }, 'the server to converge', timeout).catch(() => undefined);
  for (const product of products) {
    try {
      await expectCard(page, product, 5_000);
    } catch (error) {
      result.problems.push({ code: product.code, what: 'screen', kind: 'lost', expected: { quantity: product.quantities.at(-1), favorite: product.favorite }, got: error instanceof Error ? error.message : String(error) });
      result.lost += 1;
    }
  }
  return { ...result, pending: await outboxCount(page) };
}

/** Puts the products' server favorites back as they were before the run (other tests share the user). */
export async function restoreFavorites(page, baseURL, partnerId, products, initial) {
  const session = await credentials(page);
  const { favorites } = await serverState(baseURL, session, partnerId);
  for (const product of products) {
    const wanted = initial.get(product.id);
    if (wanted === undefined || favorites.includes(product.id) === wanted) continue;
    await apiSend(baseURL, session, partnerId, wanted ? 'POST' : 'DELETE', `/products/favorites/${product.id}`);
  }
}
