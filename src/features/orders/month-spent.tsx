import type { Order } from '../../domain/entities/orders';
import { formatBrl } from '../../domain/format';
import { MONTH_NAMES, monthKey, monthSpent } from '../../domain/monthly';
import { usePartnerName } from '../partners/use-partners';
import { orderMessages } from './messages';
import styles from './order-history.module.css';

/** Above the order history: what this month's orders at this partner cost. */
export function MonthSpent({ partnerId, orders }: { partnerId: number; orders: Order[] }) {
  const partner = usePartnerName(partnerId);
  const today = new Date();
  const month = MONTH_NAMES[Number(monthKey(today).slice(5)) - 1] ?? '';
  const { total, count } = monthSpent(orders, today);
  if (partner === undefined) return null;
  return (
    <p className={styles.monthSpent} title={orderMessages.monthSpentNote}>
      {orderMessages.monthSpent(month, partner, formatBrl(total), count)}
    </p>
  );
}
