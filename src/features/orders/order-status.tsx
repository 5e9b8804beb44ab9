import type { OrderStatus } from '../../domain/entities/orders';
import styles from './order-card.module.css';

// Status colours ([commerce §4] Order status): one class per value the server sends.
const STATUS_CLASS: Record<OrderStatus, string> = {
  'Em análise': styles.statusReview,
  'Em processamento': styles.statusProcessing,
  Cancelado: styles.statusCancelled,
  Liberado: styles.statusReleased,
  Entregue: styles.statusDelivered,
  Separado: styles.statusSeparated,
  Bloqueado: styles.statusBlocked,
  Pendente: styles.statusPending,
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${styles.status} ${STATUS_CLASS[status] ?? ''}`}>{status}</span>;
}
