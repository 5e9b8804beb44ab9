// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lineTotal, measuredQuantity, priceForQuantity } from '../../../src/domain/pricing';
import type { Package, Promotion } from '../../../src/domain/entities/catalogue';

const tiers: Promotion[] = [
  { minQuantity: 10, maxQuantity: 49, price: 9 },
  { minQuantity: 50, maxQuantity: 999, price: 8 },
  { minQuantity: 40, maxQuantity: 60, price: 8.5 },
];

describe('priceForQuantity', () => {
  it.each([
    [0, 10],
    [9, 10],
    [10, 9],
    [39, 9],
    [45, 8.5],
    [50, 8],
    [60, 8],
    [1000, 10],
  ])('quantity %s → %s', (quantity, expected) =>
    expect(priceForQuantity({ salesPrice: 10, promotions: tiers }, quantity)).toBe(expected));

  it('uses the sales price without tiers', () =>
    expect(priceForQuantity({ salesPrice: 3.5, promotions: [] }, 5)).toBe(3.5));
});

const box: Package = { id: 1, packageType: 'BOX', description: 'Caixa com 12', label: 'CX', weight: 2.5, unities: 12 };

describe('measuredQuantity', () => {
  it.each([
    ['UN', 3, 36],
    ['CX', 0, 0],
    ['KG', 3, 7.5],
  ] as const)('%s × %s packages → %s', (salesUnit, packages, expected) =>
    expect(measuredQuantity({ salesUnit }, box, packages)).toBe(expected));
});

describe('lineTotal', () => {
  const price = { price: 10, salesPrice: 10, promotions: tiers };
  it.each([
    ['UN', 0, 0],
    ['UN', 1, 108],
    ['UN', 4, 408],
    ['KG', 3, 75],
    ['KG', 20, 400],
  ] as const)('%s × %s packages → %s', (salesUnit, packages, expected) =>
    expect(lineTotal({ salesUnit, price }, box, packages)).toBe(expected));

  it('rounds to cents', () =>
    expect(lineTotal({ salesUnit: 'KG', price: { price: 0.1, salesPrice: 0.1, promotions: [] } }, { weight: 0.3, unities: 1 }, 1)).toBe(0.03));
});
