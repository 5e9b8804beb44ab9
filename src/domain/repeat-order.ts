// 'Repetir pedido' on the device: the server's rules for POST /v2/orders/{id}/repeat applied to what
// the device holds, so the cart writes queued offline are the ones the server would have made.
import { MAX_QUANTITY } from './quantity';

export interface RepeatItem {
  productId: number;
  /** the package the order bought it in */
  packageId: number;
  quantity: number;
}

/** What the device's catalogue says of a product: still offered, and in which packages. */
export interface OfferedProduct {
  deleted: boolean;
  packageIds: number[];
}

export interface RepeatPlan {
  /** the cart's quantity each product goes to, in the order's package */
  lines: RepeatItem[];
  /** products left out: no longer offered, or not in the package the order bought */
  skipped: number;
}

/**
 * Each item still offered in its package goes in at its quantity, added to what the cart holds
 * in that same package (another package is replaced), never above 999.
 */
export function repeatPlan(
  items: RepeatItem[],
  offered: (productId: number) => OfferedProduct | undefined,
  inCart: (productId: number) => { packageId: number; quantity: number } | undefined,
): RepeatPlan {
  const lines: RepeatItem[] = [];
  for (const item of items) {
    const product = offered(item.productId);
    if (!product || product.deleted || !product.packageIds.includes(item.packageId)) continue;
    const current = inCart(item.productId);
    const kept = current?.packageId === item.packageId ? current.quantity : 0;
    lines.push({ ...item, quantity: Math.min(MAX_QUANTITY, item.quantity + kept) });
  }
  return { lines, skipped: items.length - lines.length };
}
