// A queued order the server refused on its terms, sent again on the server's new terms: the customer's terms with
// every difference taken as the server stated it. Pure, so the review can show and queue it offline.
import type { CheckoutItem, OrderTerms, TermsDifference } from './entities/checkout';
import { roundCents } from './pricing';

export interface ReviewedOrder {
  terms: OrderTerms;
  items: CheckoutItem[];
}

/** A line total scaled to a new price or quantity (the server's order replaces it once placed). */
const scaled = (total: number, from: number, to: number) => (from > 0 ? roundCents((total * to) / from) : total);

/**
 * The terms and items after `differences`; null when they cannot be known from the differences alone: an item
 * the customer never saw (its price is not in the refusal), a plan, address or date no longer offered, or a
 * refusal that lists no difference. Those go back to the checkout ('Alterar').
 */
export function termsAfter(terms: OrderTerms, items: readonly CheckoutItem[], differences: readonly TermsDifference[]): ReviewedOrder | null {
  if (differences.length === 0) return null;
  let next: ReviewedOrder = { terms: { ...terms, items: [...terms.items] }, items: [...items] };
  for (const difference of differences) {
    const applied = apply(next, difference);
    if (!applied) return null;
    next = applied;
  }
  return next;
}

function apply({ terms, items }: ReviewedOrder, difference: TermsDifference): ReviewedOrder | null {
  switch (difference.kind) {
    case 'total':
      return { terms: { ...terms, totalPayment: difference.actual }, items };
    case 'plan':
    case 'address':
    case 'date':
      // Not offered now: the customer chooses again.
      return null;
    case 'unavailable': {
      const gone = (item: { productId: number }) => item.productId !== difference.productId;
      return { terms: { ...terms, items: terms.items.filter(gone) }, items: items.filter(gone) };
    }
    case 'quantity':
      if (difference.expected === 0) return null;
      return changeItem({ terms, items }, difference.productId, (item) => ({ ...item, quantity: difference.actual }), (item) => ({
        ...item, quantityPackaging: difference.actual, total: scaled(item.total, item.quantityPackaging, difference.actual),
      }));
    case 'price':
      return changeItem({ terms, items }, difference.productId, (item) => ({ ...item, unitPrice: difference.actual }), (item) => ({
        ...item, salesPrice: difference.actual, total: scaled(item.total, item.salesPrice, difference.actual),
      }));
    case 'package':
      return changeItem({ terms, items }, difference.productId, (item) => ({ ...item, productPackageId: difference.actual }), (item) => ({
        ...item, productPackageId: difference.actual,
      }));
  }
}

function changeItem(
  { terms, items }: ReviewedOrder,
  productId: number,
  term: (item: OrderTerms['items'][number]) => OrderTerms['items'][number],
  line: (item: CheckoutItem) => CheckoutItem,
): ReviewedOrder {
  return {
    terms: { ...terms, items: terms.items.map((item) => (item.productId === productId ? term(item) : item)) },
    items: items.map((item) => (item.productId === productId ? line(item) : item)),
  };
}
