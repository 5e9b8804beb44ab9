// Checkout totals: the server computes them from its own prices; the app only displays them.

import type { CheckoutPayment } from './entities/checkout';
import { roundCents } from './pricing';

export const DELIVERY_FEE = 15;
/** Item totals from this amount on ship without the delivery fee. */
export const FREE_DELIVERY_FROM = 300;
/** Percent reserved on variable-weight items: the weighed amount may come out higher. */
const VARIABLE_WEIGHT_MARGIN = 10;

export type CouponKind = 'ITEMS_PERCENT' | 'FREE_DELIVERY';

interface TotalsLine {
  total: number;
  variableWeight: boolean;
}

interface TotalsCoupon {
  kind: CouponKind;
  /** percent for ITEMS_PERCENT */
  value: number;
}

export interface CheckoutTotals extends CheckoutPayment {
  discount: number;
}

/**
 * total = items − coupon discount; totalPayment = total + delivery fee + variable-weight margin.
 * The fee threshold looks at the items before the discount, so a coupon never makes delivery cost more.
 */
export function checkoutTotals(lines: TotalsLine[], coupon: TotalsCoupon | null, parcels: number): CheckoutTotals {
  const totalBeforeDiscount = roundCents(lines.reduce((sum, line) => sum + line.total, 0));
  const totalVariableWeight = roundCents(lines.filter((l) => l.variableWeight).reduce((sum, line) => sum + line.total, 0));
  const discount = coupon?.kind === 'ITEMS_PERCENT' ? roundCents((totalBeforeDiscount * coupon.value) / 100) : 0;
  const freeDelivery = coupon?.kind === 'FREE_DELIVERY' || totalBeforeDiscount >= FREE_DELIVERY_FROM || lines.length === 0;
  const deliveryFee = freeDelivery ? 0 : DELIVERY_FEE;
  const total = roundCents(totalBeforeDiscount - discount);
  const totalMarginVariableWeight = roundCents((totalVariableWeight * VARIABLE_WEIGHT_MARGIN) / 100);
  const totalPayment = roundCents(total + deliveryFee + totalMarginVariableWeight);
  const count = Math.max(1, parcels);
  return {
    parcels: count,
    parcelValue: roundCents(totalPayment / count),
    total,
    totalPayment,
    totalBeforeDiscount,
    deliveryFee,
    hasAdditionalMargin: totalMarginVariableWeight > 0,
    totalMarginVariableWeight,
    marginVariableWeight: VARIABLE_WEIGHT_MARGIN,
    totalVariableWeight,
    discount,
  };
}
