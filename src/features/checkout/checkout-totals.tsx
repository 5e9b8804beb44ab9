import type { CheckoutPayment, Coupon } from '../../domain/entities/checkout';
import { formatBrl } from '../../domain/format';
import { checkoutMessages } from './messages';
import styles from './checkout-screen.module.css';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.totalRow}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The server's totals; the fee and the margin details only when positive or flagged. */
export function CheckoutTotals({ payment, coupon }: { payment: CheckoutPayment; coupon: Coupon | null }) {
  return (
    <section className={styles.section} aria-labelledby="checkout-totals-title">
      <h2 id="checkout-totals-title" className={styles.sectionTitle}>
        {checkoutMessages.totals}
      </h2>
      <dl className={styles.totals}>
        <Row label={checkoutMessages.subtotal} value={formatBrl(payment.totalBeforeDiscount)} />
        {coupon && coupon.discount > 0 && (
          <Row label={checkoutMessages.discount(coupon.code)} value={formatBrl(-coupon.discount)} />
        )}
        {payment.deliveryFee > 0 && <Row label={checkoutMessages.deliveryFee} value={formatBrl(payment.deliveryFee)} />}
        {payment.hasAdditionalMargin && (
          <>
            <Row label={checkoutMessages.variableWeightItems} value={formatBrl(payment.totalVariableWeight)} />
            <Row
              label={checkoutMessages.variableWeightMargin(payment.marginVariableWeight)}
              value={formatBrl(payment.totalMarginVariableWeight)}
            />
          </>
        )}
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>{checkoutMessages.total}</dt>
          <dd>
            {formatBrl(payment.totalPayment)}
            <span className={styles.installments}>
              {checkoutMessages.installments(payment.parcels, formatBrl(payment.parcelValue))}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
