import { formatBrl, formatDateTime } from '../../domain/format';
import { queuedOrderMessages as m } from './queued-messages';
import { QueuedOrderReview, type ReviewActions } from './queued-order-review';
import type { QueuedOrder } from './use-queued-orders';
import styles from './order-card.module.css';

const stateStyle = { waiting: styles.statusPending, sending: styles.statusProcessing, review: styles.statusReview } as const;

/** An order finished offline, before the server placed it: when, how many items, the total seen, its state. */
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
            <span className={`${styles.status} ${stateStyle[summary.state]}`}>{m.states[summary.state]}</span>
          </dd>
        </div>
      </dl>
      {summary.state === 'review' && <QueuedOrderReview command={command} actions={actions} />}
    </article>
  );
}
