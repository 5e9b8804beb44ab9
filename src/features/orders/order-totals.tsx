import type { ReactNode } from 'react';
import type { OrderDetail } from '../../domain/entities/orders';
import { formatBrl } from '../../domain/format';
import { orderMessages as m } from './messages';
import styles from './order-detail.module.css';

export function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.totalRow} ${styles.grandTotal}` : styles.totalRow}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** 'Resumo do pedido': the money rows of an order's screen. */
export function TotalsSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="order-totals-title">
      <h2 id="order-totals-title" className={styles.subtitle}>
        {m.totals}
      </h2>
      <dl className={styles.totals}>{children}</dl>
    </section>
  );
}

/** The plan and its installments, as one row. */
export function planText(name: string, parcels: number, parcelValue: number): string {
  return `${name} · ${m.installments(parcels, formatBrl(parcelValue))}`;
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
    <TotalsSection>
      <TotalRow label={m.subtotal} value={formatBrl(payment.totalBeforeDiscount)} />
      <TotalRow
        label={payment.couponCode ? m.couponDiscount(payment.couponCode) : m.discount}
        value={formatBrl(-payment.discount)}
      />
      <TotalRow label={m.deliveryFee} value={formatBrl(payment.deliveryFee)} />
      {payment.totalMarginVariableWeight > 0 && (
        <TotalRow label={m.variableWeightMargin} value={formatBrl(payment.totalMarginVariableWeight)} />
      )}
      <TotalRow label={m.total} value={formatBrl(payment.totalPayment)} strong />
      <TotalRow label={m.paymentPlan} value={planText(payment.name, payment.parcels, payment.parcelValue)} />
      {settles && (
        <TotalRow
          label={paid ? m.creditUsed : m.creditAvailable}
          value={formatBrl(-payment.credit)}
        />
      )}
      {settles && <TotalRow label={paid ? m.amountPaid : m.amountDue} value={formatBrl(payment.netTotal)} strong />}
    </TotalsSection>
  );
}
