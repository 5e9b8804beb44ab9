import type { CheckoutItem, TermsDifference } from '../../domain/entities/checkout';
import { formatBrl, formatDate } from '../../domain/format';
import { queuedOrderMessages as m } from './queued-messages';

/** One line of the review: what changed, as the customer saw it and as the server has it now. */
export interface ReviewRow {
  what: string;
  before: string;
  now: string;
}

/** The refusal's differences side by side; products by the name the order showed, the plan by its description. */
export function reviewRows(differences: readonly TermsDifference[], items: readonly CheckoutItem[], planName: string = m.chosen): ReviewRow[] {
  const name = (productId: number) => items.find((item) => item.productId === productId)?.productName ?? m.product(productId);
  return differences.map((difference): ReviewRow => {
    switch (difference.kind) {
      case 'price':
        return { what: name(difference.productId), before: formatBrl(difference.expected), now: formatBrl(difference.actual) };
      case 'quantity':
        return difference.expected === 0
          ? { what: name(difference.productId), before: m.notInOrder, now: String(difference.actual) }
          : { what: m.quantityOf(name(difference.productId)), before: String(difference.expected), now: String(difference.actual) };
      case 'package':
        return { what: m.packageOf(name(difference.productId)), before: m.chosen, now: m.otherPackage };
      case 'unavailable':
        return { what: name(difference.productId), before: String(difference.expected), now: m.unavailable };
      case 'plan':
        return { what: m.planRow, before: planName, now: difference.actual === null ? m.notOffered : m.otherChoice };
      case 'address':
        return { what: m.addressRow, before: m.chosen, now: difference.actual === null ? m.notOffered : m.otherChoice };
      case 'date':
        return { what: m.dateRow, before: formatDate(difference.expected), now: difference.actual === null ? m.notOffered : formatDate(difference.actual) };
      case 'total':
        return { what: m.totalRow, before: formatBrl(difference.expected), now: formatBrl(difference.actual) };
    }
  });
}
