import { formatBrl } from '../../domain/format';
import { paymentMessages } from './messages';
import styles from './payment-summary.module.css';

interface PaymentSummaryProps {
  orderNumber: string;
  partnerName: string;
  /** omitted when nothing is left to pay and no attempt says what was paid */
  amount?: number;
}

/** What is being paid, and to whom: the order, the amount and the distributor receiving it. */
export function PaymentSummary({ orderNumber, partnerName, amount }: PaymentSummaryProps) {
  return (
    <dl className={styles.summary} aria-label={paymentMessages.summary}>
      <div>
        <dt>{paymentMessages.order}</dt>
        <dd>{orderNumber}</dd>
      </div>
      {amount !== undefined && (
        <div>
          <dt>{paymentMessages.amount}</dt>
          <dd className={styles.amount}>{formatBrl(amount)}</dd>
        </div>
      )}
      <div className={styles.receiver}>
        <dt>{paymentMessages.receiver}</dt>
        <dd>{partnerName}</dd>
      </div>
    </dl>
  );
}
