import type { QueuedOrderState } from '../../sync/commands/queued-orders';
import { queuedOrderMessages as m } from './queued-messages';
import styles from './order-card.module.css';

const stateStyle = { waiting: styles.statusPending, sending: styles.statusProcessing, review: styles.statusReview } as const;

/** 'Aguardando envio', 'Enviando…' or 'Precisa de revisão', coloured like an order's status. */
export function QueuedStateBadge({ state }: { state: QueuedOrderState }) {
  return <span className={`${styles.status} ${stateStyle[state]}`}>{m.states[state]}</span>;
}
