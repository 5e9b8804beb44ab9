import type { CheckoutItem } from '../../domain/entities/checkout';
import { formatBrl } from '../../domain/format';
import { orderMessages } from './messages';
import styles from './order-detail.module.css';

/** One item of an order finished offline, as the checkout showed it: product, brand, packaging, quantity, prices. */
export function QueuedItemRow({ item }: { item: CheckoutItem }) {
  return (
    <li className={styles.plainItem}>
      <div className={styles.itemText}>
        <h3 className={styles.family}>{item.productName}</h3>
        <p className={styles.muted}>{item.brand}</p>
        <p className={styles.muted}>
          {orderMessages.packaging}: {item.packaging}
        </p>
        <p>{orderMessages.quantity(item.quantityPackaging)}</p>
        <p className={styles.prices}>
          <span>{orderMessages.salesPrice(formatBrl(item.salesPrice), item.salesUnit)}</span>
          <span>
            {orderMessages.lineTotal}: <strong>{formatBrl(item.total)}</strong>
          </span>
        </p>
      </div>
    </li>
  );
}
