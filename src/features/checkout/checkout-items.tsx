import type { CheckoutItem } from '../../domain/entities/checkout';
import { formatBrl, formatDate, formatWeight } from '../../domain/format';
import { checkoutMessages } from './messages';
import { expiresBeforeDelivery } from './shelf-life';
import styles from './checkout-screen.module.css';

interface CheckoutItemsProps {
  items: CheckoutItem[];
  variableWeightCodes: ReadonlySet<string>;
  /** the chosen delivery date (ISO), or null */
  deliveryDate: string | null;
}

/** The items as the server priced them; a short-dated one out of date on delivery says so. */
export function CheckoutItems({ items, variableWeightCodes, deliveryDate }: CheckoutItemsProps) {
  return (
    <section className={styles.section} aria-labelledby="checkout-items-title">
      <h2 id="checkout-items-title" className={styles.sectionTitle}>
        {checkoutMessages.items}
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.productCode} className={styles.item}>
            <p className={styles.itemName}>{item.productName}</p>
            <p className={styles.meta}>
              {checkoutMessages.code(item.productCode)} · {item.brand} · {item.packaging}
            </p>
            <p className={styles.meta}>
              <span>{checkoutMessages.quantity(item.quantityPackaging)}</span>
              {item.totalWeight > 0 && (
                <span className={styles.weight}>
                  {checkoutMessages.totalWeight(formatWeight(item.totalWeight, variableWeightCodes.has(item.productCode)))}
                </span>
              )}
            </p>
            <p className={styles.itemPrices}>
              <span>{checkoutMessages.salesPrice(formatBrl(item.salesPrice), item.salesUnit)}</span>
              <strong>{formatBrl(item.total)}</strong>
            </p>
            {item.validity && expiresBeforeDelivery(item, deliveryDate) && (
              <p className={styles.shelfLife}>{checkoutMessages.validityBeforeDelivery(formatDate(item.validity))}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
