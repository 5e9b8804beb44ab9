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
    // A dl may not take a role of its own (its dt/dd would lose their list): the group wraps it.
    <div role="group" aria-label={paymentMessages.summary}>
      <dl className={styles.summary}>
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
    </div>
  );
}
