import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { FREE_DELIVERY_FROM } from '../../domain/checkout-totals';
import { formatBrl } from '../../domain/format';
import { useOnline } from '../../ui/use-online';
import buttons from '../../ui/button.module.css';
import type { CartEstimate } from './cart-estimate';
import { cartMessages } from './messages';
import { DiscardChangesButton } from './discard-changes-button';
import { OfflineReviewNote } from './offline-review-note';
import { useSummaryRoom } from './use-summary-room';
import styles from './cart-screen.module.css';

interface CartSummaryProps {
  partnerId: number;
  itemCount: number;
  estimate: CartEstimate;
  editing: boolean;
  /** an IMPEDITIVE item issue, view-only or locked: the order cannot be reviewed */
  reviewBlocked: boolean;
}

/** What the estimated total adds up: the items, the delivery fee (or that it is free) and any variable-weight margin. */
function EstimateBreakdown({ estimate }: { estimate: CartEstimate }) {
  const m = cartMessages;
  const parts = [
    `${m.estimateItems}: ${formatBrl(estimate.subtotal)}`,
    `${m.estimateDeliveryFee}: ${estimate.deliveryFee > 0 ? formatBrl(estimate.deliveryFee) : m.freeDelivery}`,
    ...(estimate.variableWeightMargin > 0 ? [`${m.estimateMargin}: ${formatBrl(estimate.variableWeightMargin)}`] : []),
  ];
  return (
    <p className={styles.note}>
      {parts.join(' · ')}
      {estimate.deliveryFee > 0 && ` · ${m.freeDeliveryFrom(formatBrl(FREE_DELIVERY_FROM))}`}
    </p>
  );
}

/** Count, estimated total (delivery fee included), 'REVISAR PEDIDO' and, while editing, 'CANCELAR ALTERAÇÕES'. */
export function CartSummary({ partnerId, itemCount, estimate, editing, reviewBlocked }: CartSummaryProps) {
  const navigate = useNavigate();
  const online = useOnline();
  const review = () => navigate({ to: paths.checkout, search: { [PARTNER_QUERY]: partnerId } });
  const ref = useRef<HTMLElement>(null);
  useSummaryRoom(ref);

  return (
    <section ref={ref} className={styles.summary} aria-label={cartMessages.estimatedTotal}>
      {itemCount > 0 && (
        <p className={styles.totalRow}>
          <span>{cartMessages.itemCount(itemCount)}</span>
          <span>
            {cartMessages.estimatedTotal}: <strong className={styles.total}>{formatBrl(estimate.total)}</strong>
          </span>
        </p>
      )}
      {itemCount > 0 && <EstimateBreakdown estimate={estimate} />}
      {itemCount > 0 && <p className={styles.note}>{cartMessages.estimateNote}</p>}
      {itemCount > 0 && !online && <OfflineReviewNote partnerId={partnerId} />}
      {itemCount > 0 && (
        <button
          type="button"
          className={`${buttons.button} ${buttons.accent} ${buttons.block}`}
          disabled={reviewBlocked}
          onClick={() => void review()}
        >
          {editing ? cartMessages.reviewChanges : cartMessages.review}
        </button>
      )}
      {editing && <DiscardChangesButton partnerId={partnerId} />}
    </section>
  );
}
