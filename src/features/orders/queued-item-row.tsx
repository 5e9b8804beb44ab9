import type { CheckoutItem } from '../../domain/entities/checkout';
import { ItemPrices } from './item-prices';
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
        <ItemPrices salesPrice={item.salesPrice} salesUnit={item.salesUnit} total={item.total} />
      </div>
    </li>
  );
}
