import { describe, expect, it } from 'vitest';
import { repeatPlan, type OfferedProduct } from '../../../src/domain/repeat-order';

const catalogue = new Map<number, OfferedProduct>([
  [1, { deleted: false, packageIds: [11, 12] }],
  [2, { deleted: true, packageIds: [21] }],
  [3, { deleted: false, packageIds: [32] }],
  [4, { deleted: false, packageIds: [41] }],
]);

describe('repeatPlan (the server’s repeat rules on the device)', () => {
  it.each([
    ['an offered product goes in at the order’s quantity', [{ productId: 1, packageId: 11, quantity: 3 }], undefined, [{ productId: 1, packageId: 11, quantity: 3 }], 0],
    ['added to the cart’s quantity in the same package', [{ productId: 1, packageId: 11, quantity: 3 }], { packageId: 11, quantity: 4 }, [{ productId: 1, packageId: 11, quantity: 7 }], 0],
    ['replacing the cart’s other package', [{ productId: 1, packageId: 11, quantity: 3 }], { packageId: 12, quantity: 4 }, [{ productId: 1, packageId: 11, quantity: 3 }], 0],
    ['never above 999', [{ productId: 1, packageId: 11, quantity: 600 }], { packageId: 11, quantity: 600 }, [{ productId: 1, packageId: 11, quantity: 999 }], 0],
    ['a deleted product is left out', [{ productId: 2, packageId: 21, quantity: 1 }], undefined, [], 1],
    ['a package no longer offered is left out', [{ productId: 3, packageId: 31, quantity: 1 }], undefined, [], 1],
    ['a product the partner no longer offers is left out', [{ productId: 9, packageId: 91, quantity: 1 }], undefined, [], 1],
  ])('%s', (_name, items, inCart, lines, skipped) => {
    expect(repeatPlan(items, (id) => catalogue.get(id), () => inCart)).toEqual({ lines, skipped });
  });
});
