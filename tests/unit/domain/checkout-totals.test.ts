// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkoutTotals, DELIVERY_FEE } from '../../../src/domain/checkout-totals';

const line = (total: number, variableWeight = false) => ({ total, variableWeight });

describe('checkoutTotals', () => {
  it('charges the delivery fee below R$ 300,00 of items', () => {
    expect(checkoutTotals([line(100), line(50.5)], null, 1)).toMatchObject({
      totalBeforeDiscount: 150.5, total: 150.5, deliveryFee: DELIVERY_FEE, totalPayment: 165.5, parcels: 1, parcelValue: 165.5,
      hasAdditionalMargin: false, totalMarginVariableWeight: 0, totalVariableWeight: 0, discount: 0,
    });
  });

  it.each([
    [[line(299.99)], 15],
    [[line(300)], 0],
    [[], 0],
  ])('items %j → fee %s', (lines, fee) => expect(checkoutTotals(lines, null, 1).deliveryFee).toBe(fee));

  it('takes the percent coupon off the items; the fee threshold uses the items before it', () => {
    expect(checkoutTotals([line(320)], { kind: 'ITEMS_PERCENT', value: 10 }, 1)).toMatchObject({
      totalBeforeDiscount: 320, discount: 32, total: 288, deliveryFee: 0, totalPayment: 288,
    });
  });

  it('waives the fee with the free-delivery coupon', () => {
    expect(checkoutTotals([line(40)], { kind: 'FREE_DELIVERY', value: 0 }, 1)).toMatchObject({ deliveryFee: 0, totalPayment: 40, discount: 0 });
  });

  it('adds the 10% margin of variable-weight items and splits into parcels', () => {
    expect(checkoutTotals([line(200, true), line(150)], null, 3)).toMatchObject({
      totalVariableWeight: 200, marginVariableWeight: 10, totalMarginVariableWeight: 20, hasAdditionalMargin: true,
      total: 350, totalPayment: 370, parcels: 3, parcelValue: 123.33,
    });
  });
});
