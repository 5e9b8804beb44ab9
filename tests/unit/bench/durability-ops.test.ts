// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countKinds, coveringSeed, durabilitySeed, generateOperations, KINDS, orderVerdict, verdict } from '../../../scripts/bench/durability-ops.mjs';
import type { QueuedOrder } from '../../../scripts/bench/durability-ops.mjs';

describe('the durability run', () => {
  it('replays the same operations for a seed, and ends online', () => {
    const ops = generateOperations(42, 500, 4);
    expect(generateOperations(42, 500, 4)).toEqual(ops);
    expect(generateOperations(43, 500, 4)).not.toEqual(ops);
    expect(ops.length).toBeGreaterThanOrEqual(500);
    const kinds = new Set(ops.map((op) => (op.kind === 'cart' ? `cart:${op.action}` : op.kind)));
    expect([...kinds].sort()).toEqual(
      ['cart:minus', 'cart:plus', 'cart:remove', 'cart:type', 'checkout', 'favorite', 'interrupt', 'offline', 'online', 'price', 'reload', 'reopen', 'tab'],
    );
    // Going offline alternates with coming back ('online', or an interrupted sending); orders and prices happen offline.
    let online = true;
    for (const op of ops) {
      if (op.kind === 'offline') expect(online).toBe(true);
      if (op.kind === 'online') expect(online).toBe(false);
      if (op.kind === 'checkout' || op.kind === 'price') expect(online).toBe(false);
      if (op.kind === 'offline' || op.kind === 'online' || op.kind === 'interrupt') online = op.kind !== 'offline';
    }
    expect(online).toBe(true);
    expect(ops.every((op) => !('product' in op) || op.product < 4)).toBe(true);
    expect(ops.filter((op) => op.kind === 'tab').every((op) => op.kind === 'tab' && op.steps[0].product !== op.steps[1].product)).toBe(true);
    expect(ops.filter((op) => op.kind === 'price').every((op) => op.kind === 'price' && op.factor !== 1)).toBe(true);
  });

  it('finds a seed whose short run holds every kind but faults, in a run without them', () => {
    const seed = coveringSeed(5, 40, 4);
    expect(seed).toBeGreaterThanOrEqual(5);
    const counts = countKinds(generateOperations(seed, 40, 4));
    expect(KINDS.filter((kind) => !(counts[kind] > 0))).toEqual(['fault']);
  });

  it('finds a seed whose short faulted run holds every kind, faults too', () => {
    const seed = coveringSeed(5, 40, 4, { faults: true });
    const counts = countKinds(generateOperations(seed, 40, 4, { faults: true }));
    expect(KINDS.filter((kind) => !(counts[kind] > 0))).toEqual([]);
  });

  it('takes DURABILITY_SEED when given', () => {
    expect(durabilitySeed({ DURABILITY_SEED: '123' })).toBe(123);
    expect(Number.isInteger(durabilitySeed({}))).toBe(true);
  });

  it.each([
    ['all kept', [{ productId: 1, quantity: 3 }], [1], { lost: 0, duplicated: 0 }],
    ['an earlier quantity is a lost change', [{ productId: 1, quantity: 2 }], [1], { lost: 1, duplicated: 0 }],
    ['a quantity never set is a change applied twice', [{ productId: 1, quantity: 4 }], [1], { lost: 0, duplicated: 1 }],
    ['a favorite the server lacks is lost', [{ productId: 1, quantity: 3 }], [], { lost: 1, duplicated: 0 }],
  ])('%s', (_, cart, favorites, expected) => {
    const product = { id: 1, code: 'P1', family: 'Arroz', quantities: [0, 2, 3], favorite: true };
    expect(verdict([product], { cart, favorites })).toMatchObject(expected);
  });

  const queued = (answer: QueuedOrder['answer'], mustReview = false) => ({ orderId: 'q1', shown: { items: { 7: 2 }, total: 10 }, mustReview, answer });
  it.each([
    ['placed once on the terms shown', [queued({ status: 201, orderId: 5 })], [{ id: 5, total: 10, items: { 7: 2 } }], { placed: 1, ordersTwice: 0, wrongTerms: 0, lostOrders: 0 }],
    ['an order no key answered with is placed twice', [queued({ status: 201, orderId: 5 })], [{ id: 5, total: 10, items: { 7: 2 } }, { id: 6, total: 10, items: { 7: 2 } }], { ordersTwice: 1 }],
    ['another total is wrong terms', [queued({ status: 201, orderId: 5 })], [{ id: 5, total: 11, items: { 7: 2 } }], { wrongTerms: 1 }],
    ['placed although its price changed', [queued({ status: 201, orderId: 5 }, true)], [{ id: 5, total: 10, items: { 7: 2 } }], { wrongTerms: 1 }],
    ['in review for a changed price', [queued({ status: 409, differences: [{ kind: 'price', productId: 7, expected: 5, actual: 6 }] }, true)], [], { reviews: 1, needlessReviews: 0, lostOrders: 0 }],
    ['in review for an item the run never left in the cart', [queued({ status: 409, differences: [{ kind: 'quantity', productId: 8, expected: 0, actual: 1 }] })], [], { needlessReviews: 1 }],
    ['never reached the server', [queued({ status: 400 })], [], { lostOrders: 1 }],
  ])('orders: %s', (_, orders, placed, expected) => {
    expect(orderVerdict(orders, placed, new Set([7]))).toMatchObject(expected);
  });
});
