// The durability run, shared by the e2e test (tests/e2e/durability.spec.ts, 150 operations)
// and the bench (scripts/bench/durability.mjs, 1,000): a seeded random sequence of cart and
// favorite changes on a few cards of the home's 'Histórico' lane, interleaved with going
// offline and online, reloads, and closing and reopening the page; then, online and
// flushed, the server's cart and favorites must equal what the user last set.
// This module: the seeded operations and the verdict (pure); durability-play.mjs plays them
// in a page. Plain JavaScript so that Node (the bench) and Playwright (the test) import the
// same files; types in the .d.mts beside each.

/** Quantities stay at or under the excessive-quantity threshold (max(20, 5 × suggested)). */
export const MAX_QUANTITY = 20;

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

/** Faults among the operations, unless `DURABILITY_FAULTS=0` (replaying a seed drawn before they existed). */
export function durabilityMix(env = process.env) {
  return { faults: env.DURABILITY_FAULTS !== '0' };
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

/** Every kind of operation, so that a short run can be checked to cover them all ('fault' only in a faulted run). */
export const KINDS = ['cart', 'favorite', 'offline', 'online', 'reload', 'reopen', 'tab', 'interrupt', 'checkout', 'price', 'fault'];

/**
 * What the network between the browser and the server does to API calls from a 'fault' operation on (fault-proxy.mjs):
 * lie-fi (calls hanging, or slow), resets, a proxy's 503 page, a captive portal's 200 page, answers lost after the
 * server acted, and all of these in turn, one per call.
 */
export const FAULTS = [
  ['pass', 3], ['hang', 1], [{ delay: 2000 }, 2], ['reset', 2], ['html503', 2], ['portal', 1], ['lost', 2],
  [['reset', 'pass', 'html503', 'lost', { delay: 1000 }, 'pass'], 2],
];

function userChange(random, product) {
  if (random() < 0.3) return { kind: 'favorite', product };
  const action = pick(random, [['plus', 35], ['minus', 20], ['type', 30], ['remove', 15]]);
  if (action !== 'type') return { kind: 'cart', product, action };
  const value = 1 + Math.floor(random() * MAX_QUANTITY);
  return { kind: 'cart', product, action, text: random() < 0.3 ? `0${value}` : String(value) };
}

/**
 * `count` operations on products 0..products-1 (`faults`: with 'fault' operations among them; `only`: of these kinds
 * alone, besides the network switches the ones it names need):
 * `{ kind: 'cart', product, action: 'plus' | 'minus' | 'type' | 'remove', text? }` (text: what
 * is typed, sometimes with a leading 0), `{ kind: 'favorite', product }`, the environment's
 * `offline`, `online`, `reload`, `reopen`; `{ kind: 'tab', steps: [other tab's change, this
 * tab's change] }` (a second tab of the same user, both changing at once, on two products);
 * `{ kind: 'interrupt', how: 'reload' | 'reopen' }` (back online, or just after a change, and
 * the page reloaded or closed at once: in the middle of sending); and, offline only,
 * `{ kind: 'checkout', product }` ('Finalizar pedido' offline; `product` is added first when
 * the cart is empty) and `{ kind: 'price', product, factor }` (the server's price times
 * `factor`, never 1); `{ kind: 'fault', fault }` (one of FAULTS, for the API calls from then on). The sequence ends
 * online. A run without faults draws the same sequence as before they existed (their weight is 0, drawn last).
 */
export function generateOperations(seed, count, products, { faults = false, only } = {}) {
  const random = seededRandom(seed);
  const operations = [];
  let online = true;
  const weight = (kind, value) => (only && !only.includes(kind) ? 0 : value);
  while (operations.length < count) {
    const kind = pick(random, [
      ['cart', weight('cart', 42)], ['favorite', weight('favorite', 16)], ['network', weight('offline', 12)],
      ['reload', weight('reload', 4)], ['reopen', weight('reopen', 4)], ['tab', weight('tab', 5)], ['interrupt', weight('interrupt', 5)],
      ['checkout', online ? 0 : weight('checkout', 8)], ['price', online ? 0 : weight('price', 6)], ['fault', faults ? weight('fault', 8) : 0],
    ]);
    const product = Math.floor(random() * products);
    if (kind === 'cart' || kind === 'favorite') {
      const change = userChange(random, product);
      operations.push(kind === 'favorite' ? { kind, product } : change.kind === 'cart' ? change : { kind: 'cart', product, action: 'plus' });
    } else if (kind === 'network') {
      online = !online;
      operations.push({ kind: online ? 'online' : 'offline' });
    } else if (kind === 'tab') {
      const other = (product + 1 + Math.floor(random() * (products - 1))) % products;
      operations.push({ kind, steps: [userChange(random, product), userChange(random, other)] });
    } else if (kind === 'interrupt') {
      online = true;
      operations.push({ kind, how: random() < 0.5 ? 'reload' : 'reopen' });
    } else if (kind === 'checkout') {
      operations.push({ kind, product });
    } else if (kind === 'fault') {
      operations.push({ kind, fault: pick(random, FAULTS) });
    } else if (kind === 'price') {
      const step = 0.03 + Math.round(random() * 10) / 100;
      operations.push({ kind, product, factor: random() < 0.5 ? 1 - step : 1 + step });
    } else {
      operations.push({ kind });
    }
  }
  if (!online) operations.push({ kind: 'online' });
  return operations;
}

/** The first seed from `seed` on whose `count` operations hold every kind (a short run still covers them all). */
export function coveringSeed(seed, count, products, options = {}) {
  const wanted = KINDS.filter((kind) => kind !== 'fault' || options.faults);
  for (let candidate = seed >>> 0; ; candidate = (candidate + 1) >>> 0) {
    const kinds = new Set(generateOperations(candidate, count, products, options).map((operation) => operation.kind));
    if (wanted.every((kind) => kinds.has(kind))) return candidate;
  }
}

/** How many operations of each kind. */
export function countKinds(operations) {
  return Object.fromEntries(KINDS.map((kind) => [kind, operations.filter((operation) => operation.kind === kind).length]));
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

const sameItems = (a, b) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((id) => a[id] === b[id]);
};

/**
 * Orders: every order queued offline (`{ orderId, shown: { items: {productId: packages}, total }, mustReview, answer }`,
 * `answer` being the server's stored answer to its idempotency key: `{ status: 201, orderId }`, `{ status: 409,
 * differences }` or another status when the key never reached the server) against the orders the server placed since
 * the run started (`[{ id, total, items }]`). `priced`: the ids of the products whose price the run changed.
 * Placed twice: a placed order no queued order's key answered with. Wrong terms: a placed order whose items or total
 * differ from the checkout screen's, or placed although its price changed on the server before it could be sent.
 * Lost: a queued order neither placed nor refused. Needless review: refused for something the run did not change.
 */
export function orderVerdict(queued, placed, priced) {
  const problems = [];
  const byId = new Map(placed.map((order) => [order.id, order]));
  const answered = new Set();
  let reviews = 0;
  for (const order of queued) {
    const { answer, orderId } = order;
    if (answer.status === 201) {
      const server = byId.get(answer.orderId);
      if (!server) {
        problems.push({ orderId, kind: 'lost', what: `answered order ${answer.orderId} is not in the history` });
        continue;
      }
      answered.add(server.id);
      if (order.mustReview) problems.push({ orderId, kind: 'wrongTerms', what: 'placed although a price changed before it was sent' });
      if (!sameItems(server.items, order.shown.items) || Math.abs(server.total - order.shown.total) > 0.005) {
        problems.push({ orderId, kind: 'wrongTerms', what: 'placed on other terms', shown: order.shown, got: { items: server.items, total: server.total } });
      }
    } else if (answer.status === 409 && Array.isArray(answer.differences)) {
      reviews += 1;
      const explained = (difference) => difference.kind === 'total' || (difference.kind === 'price' && priced.has(difference.productId));
      if (answer.differences.length === 0 || !answer.differences.every(explained)) {
        problems.push({ orderId, kind: 'needlessReview', what: 'refused for a change the run did not make', differences: answer.differences });
      }
    } else {
      problems.push({ orderId, kind: 'lost', what: `neither placed nor refused (${answer.status})` });
    }
  }
  for (const server of placed) {
    if (!answered.has(server.id)) problems.push({ orderId: null, kind: 'placedTwice', what: `order ${server.id} answers no queued order`, got: server });
  }
  const count = (kind) => problems.filter((problem) => problem.kind === kind).length;
  return {
    queued: queued.length,
    placed: answered.size,
    reviews,
    ordersTwice: count('placedTwice'),
    wrongTerms: count('wrongTerms'),
    lostOrders: count('lost'),
    needlessReviews: count('needlessReview'),
    problems,
  };
}
