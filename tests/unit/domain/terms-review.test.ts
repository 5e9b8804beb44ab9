import { describe, expect, it } from 'vitest';
import type { CheckoutItem, OrderTerms } from '../../../src/domain/entities/checkout';
import { termsAfter } from '../../../src/domain/terms-review';

const line = (productId: number, quantity: number, price: number): CheckoutItem => ({
  productId, productPackageId: productId * 10 + 1, productCode: `P${productId}`, productName: `Produto ${productId}`, quantityPackaging: quantity,
  brand: 'Marca', packaging: 'CX 12', totalWeight: 0, salesPrice: price, salesUnit: 'UN', total: quantity * 12 * price, validity: null,
});
const items = [line(1, 2, 10), line(2, 1, 5)];
const terms: OrderTerms = {
  items: [
    { productId: 1, productPackageId: 11, quantity: 2, unitPrice: 10 },
    { productId: 2, productPackageId: 21, quantity: 1, unitPrice: 5 },
  ],
  totalPayment: 315, paymentPlan: 12, alternativeAddress: 1, deliveryDate: '2099-07-15',
};

describe('termsAfter', () => {
  it('takes a new price, quantity and total as the server stated them, and drops an item no longer orderable', () => {
    const after = termsAfter(terms, items, [
      { kind: 'price', productId: 1, expected: 10, actual: 12 },
      { kind: 'quantity', productId: 1, expected: 2, actual: 3 },
      { kind: 'unavailable', productId: 2, expected: 1, actual: null },
      { kind: 'total', expected: 315, actual: 447 },
    ]);
    expect(after?.terms).toEqual({ ...terms, items: [{ productId: 1, productPackageId: 11, quantity: 3, unitPrice: 12 }], totalPayment: 447 });
    expect(after?.items).toEqual([{ ...items[0], salesPrice: 12, quantityPackaging: 3, total: 432 }]);
  });

  it('cannot tell the new terms of an item never seen, a choice no longer offered, or a refusal without differences', () => {
    expect(termsAfter(terms, items, [{ kind: 'quantity', productId: 9, expected: 0, actual: 1 }])).toBeNull();
    expect(termsAfter(terms, items, [{ kind: 'plan', expected: 12, actual: null }])).toBeNull();
    expect(termsAfter(terms, items, [{ kind: 'date', expected: '2099-07-15', actual: null }])).toBeNull();
    expect(termsAfter(terms, items, [])).toBeNull();
  });
});
