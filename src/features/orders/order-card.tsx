import type { Order } from '../../domain/entities/orders';
import { formatBrl, formatDate } from '../../domain/format';
import { issueAlert, paymentTag } from '../../domain/order-card-rules';
import buttons from '../../ui/button.module.css';
import { orderMessages } from './messages';
import { OrderActions, type OrderActionHandlers } from './order-actions';
import { OrderStatusBadge } from './order-status';
import styles from './order-card.module.css';

interface OrderCardProps extends OrderActionHandlers {
  order: Order;
  partnerId: number;
}

/** One order of the history: the four columns and its total, its alert, its payment state and actions. */
export function OrderCard({ order, ...actions }: OrderCardProps) {
  const alert = issueAlert(order);
  const tag = paymentTag(order);
  const { columns } = orderMessages;
  return (
    <article className={styles.card} aria-label={orderMessages.orderLabel(order.number)}>
      <dl className={styles.columns}>
        <div>
          <dt>{columns.number}</dt>
          <dd className={styles.number}>{order.number}</dd>
        </div>
        <div>
          <dt>{columns.date}</dt>
          <dd>{formatDate(order.emission)}</dd>
        </div>
        <div>
          <dt>{columns.delivery}</dt>
          <dd>{formatDate(order.deliveryExpected)}</dd>
        </div>
        <div>
          <dt>{columns.status}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{columns.total}</dt>
          <dd>{formatBrl(order.payment.totalPayment)}</dd>
        </div>
      </dl>
      {alert && <p className={styles.alert}>{alert}</p>}
      {tag?.kind === 'paid' && <p className={styles.paid}>{tag.text}</p>}
      {tag?.kind === 'open' && (
        <div className={styles.paymentLink}>
          <span className={styles.openTag}>{tag.text}</span>
          <a className={`${buttons.button} ${buttons.accent}`} href={tag.link} target="_blank" rel="noopener noreferrer">
            {tag.action}
          </a>
        </div>
      )}
      <OrderActions order={order} {...actions} />
    </article>
  );
}
