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
