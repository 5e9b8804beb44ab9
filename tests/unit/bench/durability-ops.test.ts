// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { durabilitySeed, generateOperations, verdict } from '../../../scripts/bench/durability-ops.mjs';

describe('the durability run', () => {
  it('replays the same operations for a seed, and ends online', () => {
    const ops = generateOperations(42, 500, 4);
    expect(generateOperations(42, 500, 4)).toEqual(ops);
    expect(generateOperations(43, 500, 4)).not.toEqual(ops);
    expect(ops.length).toBeGreaterThanOrEqual(500);
    const kinds = new Set(ops.map((op) => (op.kind === 'cart' ? `cart:${op.action}` : op.kind)));
    expect([...kinds].sort()).toEqual(['cart:minus', 'cart:plus', 'cart:remove', 'cart:type', 'favorite', 'offline', 'online', 'reload', 'reopen']);
    const network = ops.filter((op) => op.kind === 'offline' || op.kind === 'online').map((op) => op.kind);
    expect(network.every((kind, i) => kind === (i % 2 === 0 ? 'offline' : 'online'))).toBe(true);
    expect(network.at(-1)).toBe('online');
    expect(ops.every((op) => op.kind !== 'cart' || op.product < 4)).toBe(true);
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
});
