import { Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { formatBrl, formatDateTime } from '../../domain/format';
import buttons from '../../ui/button.module.css';
import { FROM_ORDER_LIST } from './back-to-orders';
import { orderMessages } from './messages';
import { queuedOrderMessages as m } from './queued-messages';
import { QueuedOrderReview, type ReviewActions } from './queued-order-review';
import { QueuedStateBadge } from './queued-state';
import type { QueuedOrder } from './use-queued-orders';
import styles from './order-card.module.css';

/** An order finished offline, before the server placed it: when, how many items, the total seen, its state; it opens. */
export function QueuedOrderCard({ order, actions }: { order: QueuedOrder; actions: ReviewActions }) {
  const { summary, command } = order;
  const when = formatDateTime(new Date(summary.queuedAt));
  return (
    <article className={styles.card} aria-label={m.cardLabel(when)}>
      <p className={styles.number}>{m.title}</p>
      <dl className={styles.columns}>
        <div>
          <dt>{m.columns.queuedAt}</dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>{m.columns.items}</dt>
          <dd>{summary.itemCount}</dd>
        </div>
        <div>
          <dt>{m.columns.total}</dt>
          <dd>{formatBrl(summary.total)}</dd>
        </div>
        <div>
          <dt>{m.columns.state}</dt>
          <dd>
            <QueuedStateBadge state={summary.state} />
          </dd>
        </div>
      </dl>
      {summary.state === 'review' && <QueuedOrderReview command={command} actions={actions} />}
      <div className={styles.actions}>
        <Link
          to={paths.queuedOrder}
          search={{ id: summary.orderId, [PARTNER_QUERY]: summary.partnerId }}
          state={FROM_ORDER_LIST}
          className={`${buttons.button} ${buttons.primary}`}
        >
          {orderMessages.viewOrder}
        </Link>
      </div>
    </article>
  );
}
