import type { Order } from '../../domain/entities/orders';
import { formatBrl, formatDate } from '../../domain/format';
import { issueAlert } from '../../domain/order-card-rules';
import { orderMessages as m } from './messages';
import { OrderFacts } from './order-facts';
import { OrderStatusBadge } from './order-status';
import { planText, TotalRow, TotalsSection } from './order-totals';
import styles from './order-detail.module.css';

/**
 * An order whose detail the device does not hold, from the history's row: what the row tells, and what
 * comes with the detail (offline: a note saying so; online: that it is loading).
 */
export function OrderSummaryBody({ order, offline }: { order: Order; offline: boolean }) {
  const alert = issueAlert(order);
  const { payment } = order;
  return (
    <>
      <OrderFacts
        facts={[
          { label: m.detailDate, value: formatDate(order.emission) },
          { label: m.detailDelivery, value: formatDate(order.deliveryExpected) },
          { label: m.detailStatus, value: <OrderStatusBadge status={order.status} /> },
          { label: m.address, value: order.address },
          { label: m.purchaseOrder, value: order.purchaseOrder || m.noPurchaseOrder },
        ]}
      />
      {alert && <p className={styles.alert}>{alert}</p>}
      {offline ? (
        <p role="note" className={styles.note}>
          {m.summaryOnly}
        </p>
      ) : (
        <p role="status">{m.loadingOrder}</p>
      )}
      <TotalsSection>
        <TotalRow label={m.deliveryFee} value={formatBrl(payment.deliveryFee)} />
        <TotalRow label={m.total} value={formatBrl(payment.totalPayment)} strong />
        <TotalRow label={m.paymentPlan} value={planText(payment.name, payment.parcels, payment.parcelValue)} />
      </TotalsSection>
    </>
  );
}
