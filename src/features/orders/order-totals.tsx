import type { OrderDetail } from '../../domain/entities/orders';
import { formatBrl } from '../../domain/format';
import { orderMessages as m } from './messages';
import styles from './order-detail.module.css';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.totalRow} ${styles.grandTotal}` : styles.totalRow}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The order's money exactly as the server sent it (no sums on the device): items, discount, delivery
 * fee, the variable-weight margin when there is one, the total and plan, then the credit set against it
 * and what was paid or is left to pay. A cancelled unpaid order owes nothing, so it shows no credit.
 */
export function OrderTotals({ detail }: { detail: OrderDetail }) {
  const { payment, paid } = detail;
  const settles = paid || detail.status !== 'Cancelado';
  return (
    <section aria-labelledby="order-totals-title">
      <h2 id="order-totals-title" className={styles.subtitle}>
        {m.totals}
      </h2>
      <dl className={styles.totals}>
        <Row label={m.subtotal} value={formatBrl(payment.totalBeforeDiscount)} />
        <Row
          label={payment.couponCode ? m.couponDiscount(payment.couponCode) : m.discount}
          value={formatBrl(-payment.discount)}
        />
        <Row label={m.deliveryFee} value={formatBrl(payment.deliveryFee)} />
        {payment.totalMarginVariableWeight > 0 && (
          <Row label={m.variableWeightMargin} value={formatBrl(payment.totalMarginVariableWeight)} />
        )}
        <Row label={m.total} value={formatBrl(payment.totalPayment)} strong />
        <Row label={m.paymentPlan} value={`${payment.name} · ${m.installments(payment.parcels, formatBrl(payment.parcelValue))}`} />
        {settles && (
          <Row
            label={paid ? m.creditUsed : m.creditAvailable}
            value={formatBrl(-payment.credit)}
          />
        )}
        {settles && <Row label={paid ? m.amountPaid : m.amountDue} value={formatBrl(payment.netTotal)} strong />}
      </dl>
    </section>
  );
}
