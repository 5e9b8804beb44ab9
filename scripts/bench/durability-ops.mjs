// The durability run, shared by the e2e test (tests/e2e/durability.spec.ts, 150 operations)
// and the bench (scripts/bench/durability.mjs, 1,000): a seeded random sequence of cart and
// favorite changes on a few cards of the home's 'Histórico' lane, interleaved with going
// offline and online, reloads, and closing and reopening the page; then, online and
// flushed, the server's cart and favorites must equal what the user last set.
// Plain JavaScript so that Node (the bench) and Playwright (the test) import the same file;
// types in durability-ops.d.mts.

const API = '/api/ecommerce';
/** Quantities stay at or under the excessive-quantity threshold (max(20, 5 × suggested)). */
const MAX_QUANTITY = 20;
const STEP_TIMEOUT_MS = 15_000;

/** mulberry32: a small seeded generator, the same sequence on every machine. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `DURABILITY_SEED` when set, else a new one (printed by the callers so a run can be replayed). */
export function durabilitySeed(env = process.env) {
  const given = Number.parseInt(env.DURABILITY_SEED ?? '', 10);
  return Number.isFinite(given) ? given >>> 0 : Math.floor(Math.random() * 2 ** 31);
}

function pick(random, weighted) {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weighted[weighted.length - 1][0];
}

/**
 * `count` operations on products 0..products-1:
 * `{ kind: 'cart', product, action: 'plus' | 'minus' | 'type' | 'remove', text? }` (text: what
 * is typed, sometimes with a leading 0), `{ kind: 'favorite', product }`, and the
 * environment's `offline`, `online`, `reload`, `reopen`. The sequence ends online.
 */
export function generateOperations(seed, count, products) {
  const random = seededRandom(seed);
  const operations = [];
  let online = true;
  while (operations.length < count) {
    const kind = pick(random, [['cart', 55], ['favorite', 22], ['network', 11], ['reload', 6], ['reopen', 6]]);
    const product = Math.floor(random() * products);
    if (kind === 'cart') {
      const action = pick(random, [['plus', 35], ['minus', 20], ['type', 30], ['remove', 15]]);
      if (action === 'type') {
        const value = 1 + Math.floor(random() * MAX_QUANTITY);
        operations.push({ kind, product, action, text: random() < 0.3 ? `0${value}` : String(value) });
      } else {
        operations.push({ kind, product, action });
      }
    } else if (kind === 'favorite') {
      operations.push({ kind, product });
    } else if (kind === 'network') {
      online = !online;
      operations.push({ kind: online ? 'online' : 'offline' });
    } else {
      operations.push({ kind });
    }
  }
  if (!online) operations.push({ kind: 'online' });
  return operations;
}

/**
 * Lost or applied twice, per product: the server's value differs from the last one the user
 * set. A value the user had set before is a lost change; one the user never set (a change
 * counted twice) is a duplicate. A product twice in the server's cart is a duplicate too.
 */
export function verdict(products, server) {
  const problems = [];
  for (const product of products) {
    const items = server.cart.filter((item) => item.productId === product.id);
    if (items.length > 1) problems.push({ code: product.code, what: 'cart', kind: 'duplicated', expected: product.quantities.at(-1), got: items.map((i) => i.quantity) });
    const quantity = items[0]?.quantity ?? 0;
    const expected = product.quantities.at(-1);
    if (quantity !== expected) {
      problems.push({ code: product.code, what: 'cart', kind: product.quantities.includes(quantity) ? 'lost' : 'duplicated', expected, got: quantity });
    }
    const favorite = server.favorites.includes(product.id);
    if (favorite !== product.favorite) problems.push({ code: product.code, what: 'favorite', kind: 'lost', expected: product.favorite, got: favorite });
  }
  return {
    lost: problems.filter((p) => p.kind === 'lost').length,
    duplicated: problems.filter((p) => p.kind === 'duplicated').length,
    problems,
  };
}

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

async function addToCart(page, product) {
  const card = cardOf(page, product);
  if ((await shownQuantity(card)) === 0) await card.getByRole('button', { name: `Adicionar uma unidade de ${product.family}` }).click();
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
    await card.getByRole('button', { name: `Adicionar uma unidade de ${product.family}` }).click();
    return quantity + 1;
  }
  if (action === 'minus') {
    await card.getByRole('button', { name: `Remover uma unidade de ${product.family}` }).click();
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
