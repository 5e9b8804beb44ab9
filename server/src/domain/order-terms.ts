import type { OrderTerms, TermsDifference } from '../../../src/domain/entities/checkout';
import type { PricedLine } from './checkout';

export const TERMS_CHANGED = 'O pedido mudou desde a sua revisão e não foi enviado. Confira as diferenças e envie de novo.';

/** What the server would order now, in the terms' shape; a choice not offered now is null. */
export interface ServerTerms {
  items: OrderTerms['items'];
  totalPayment: number;
  paymentPlan: number | null;
  alternativeAddress: number | null;
  deliveryDate: string | null;
}

export function termsItems(priced: PricedLine[]): OrderTerms['items'] {
  return priced.map(({ line, pkg, price }) => ({ productId: line.product_id, productPackageId: pkg.id, quantity: line.quantity, unitPrice: price }));
}

// Money as the API sends it (BRL numbers) compared in whole cents, so 0.1 + 0.2 equals 0.3.
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Every way `actual` differs from what the customer saw. An item seen but not orderable now (removed from the
 * catalogue, its package gone, or no longer in the cart) is `unavailable`; an item in the cart the customer did not
 * see is a `quantity` difference from 0.
 */
export function termsDifferences(expected: OrderTerms, actual: ServerTerms): TermsDifference[] {
  const differences: TermsDifference[] = [];
  const actualItems = new Map(actual.items.map((item) => [item.productId, item]));
  for (const seen of expected.items) {
    const { productId } = seen;
    const now = actualItems.get(productId);
    if (!now) {
      differences.push({ kind: 'unavailable', productId, expected: seen.quantity, actual: null });
      continue;
    }
    if (now.productPackageId !== seen.productPackageId) differences.push({ kind: 'package', productId, expected: seen.productPackageId, actual: now.productPackageId });
    if (now.quantity !== seen.quantity) differences.push({ kind: 'quantity', productId, expected: seen.quantity, actual: now.quantity });
    if (cents(now.unitPrice) !== cents(seen.unitPrice)) differences.push({ kind: 'price', productId, expected: seen.unitPrice, actual: now.unitPrice });
  }
  const seenIds = new Set(expected.items.map((item) => item.productId));
  for (const unseen of actual.items.filter((item) => !seenIds.has(item.productId))) {
    differences.push({ kind: 'quantity', productId: unseen.productId, expected: 0, actual: unseen.quantity });
  }
  if (actual.paymentPlan !== expected.paymentPlan) differences.push({ kind: 'plan', expected: expected.paymentPlan, actual: actual.paymentPlan });
  if (actual.alternativeAddress !== expected.alternativeAddress) {
    differences.push({ kind: 'address', expected: expected.alternativeAddress, actual: actual.alternativeAddress });
  }
  if (actual.deliveryDate !== expected.deliveryDate) differences.push({ kind: 'date', expected: expected.deliveryDate, actual: actual.deliveryDate });
  if (cents(actual.totalPayment) !== cents(expected.totalPayment)) differences.push({ kind: 'total', expected: expected.totalPayment, actual: actual.totalPayment });
  return differences;
}
