import { checkoutTotals } from '../../domain/checkout-totals';
import { lineTotal } from '../../domain/pricing';
import type { CartLine } from './use-cart-lines';

export interface CartEstimate {
  /** the items at the device's prices */
  subtotal: number;
  /** the delivery fee the checkout will charge on these items, before any coupon */
  deliveryFee: number;
  /** the reserve on variable-weight items the checkout adds */
  variableWeightMargin: number;
  /** subtotal + delivery fee + margin: the checkout's total unless prices change or a coupon applies */
  total: number;
  /** some items could not be priced on the device (product or packaging not stored yet) */
  partial: boolean;
}

/**
 * The cart total from the prices the device holds, with the delivery fee and variable-weight margin
 * computed by the same rules as the server's checkout; the server's total comes with the checkout.
 */
export function estimateCart(lines: CartLine[]): CartEstimate {
  const priced: { total: number; variableWeight: boolean }[] = [];
  let partial = false;
  for (const { item, product } of lines) {
    const pkg = product?.product.packages.find((p) => p.id === item.productPackageId);
    if (!product || !pkg) {
      partial = true;
      continue;
    }
    priced.push({ total: lineTotal(product.product, pkg, item.quantity), variableWeight: product.product.variableWeight });
  }
  const totals = checkoutTotals(priced, null, 1);
  return {
    subtotal: totals.totalBeforeDiscount,
    deliveryFee: totals.deliveryFee,
    variableWeightMargin: totals.totalMarginVariableWeight,
    total: totals.totalPayment,
    partial,
  };
}

export function hasImpeditiveItem(lines: CartLine[]): boolean {
  return lines.some(({ item }) => item.issues.some((issue) => issue.type === 'IMPEDITIVE'));
}
