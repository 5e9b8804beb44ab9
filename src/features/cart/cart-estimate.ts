import { lineTotal, roundCents } from '../../domain/pricing';
import type { CartLine } from './use-cart-lines';

export interface CartEstimate {
  total: number;
  /** some items could not be priced on the device (product or packaging not stored yet) */
  partial: boolean;
}

/** The cart total from the prices the device holds; the server's total comes with the checkout. */
export function estimateCart(lines: CartLine[]): CartEstimate {
  let total = 0;
  let partial = false;
  for (const { item, product } of lines) {
    const pkg = product?.product.packages.find((p) => p.id === item.productPackageId);
    if (!product || !pkg) {
      partial = true;
      continue;
    }
    total += lineTotal(product.product, pkg, item.quantity);
  }
  return { total: roundCents(total), partial };
}

export function hasImpeditiveItem(lines: CartLine[]): boolean {
  return lines.some(({ item }) => item.issues.some((issue) => issue.type === 'IMPEDITIVE'));
}
