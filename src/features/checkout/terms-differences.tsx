import type { CheckoutItem, TermsDifference, TermsRefusal } from '../../domain/entities/checkout';
import { formatBrl, formatDate } from '../../domain/format';
import { checkoutMessages as m } from './messages';

/** One difference as the customer reads it; products by the name the review showed. */
export function differenceText(difference: TermsDifference, items: readonly CheckoutItem[]): string {
  const name = (productId: number) => items.find((item) => item.productId === productId)?.productName ?? m.termsProduct(productId);
  switch (difference.kind) {
    case 'price':
      return m.termsPrice(name(difference.productId), formatBrl(difference.expected), formatBrl(difference.actual));
    case 'quantity':
      return difference.expected === 0
        ? m.termsUnseen(name(difference.productId), difference.actual)
        : m.termsQuantity(name(difference.productId), difference.expected, difference.actual);
    case 'package':
      return m.termsPackage(name(difference.productId));
    case 'unavailable':
      return m.termsUnavailable(name(difference.productId));
    case 'plan':
      return difference.actual === null ? m.termsPlanGone : m.termsPlanChanged;
    case 'address':
      return difference.actual === null ? m.termsAddressGone : m.termsAddressChanged;
    case 'date':
      return difference.actual === null ? m.termsDateGone(formatDate(difference.expected)) : m.termsDateChanged(formatDate(difference.actual));
    case 'total':
      return m.termsTotal(formatBrl(difference.expected), formatBrl(difference.actual));
  }
}

/** The server's refusal of an order whose terms changed: its message and what changed. */
export function TermsDifferences({ refusal, items }: { refusal: TermsRefusal | null; items: readonly CheckoutItem[] }) {
  if (!refusal) return null;
  return (
    <div role="alert">
      <p>{refusal.message}</p>
      <ul>
        {refusal.differences.map((difference, index) => (
          <li key={index}>{differenceText(difference, items)}</li>
        ))}
      </ul>
    </div>
  );
}
