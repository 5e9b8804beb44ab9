import type { SalesUnit } from '../../domain/entities/catalogue';
import { formatBrl } from '../../domain/format';
import { orderMessages } from './messages';
import styles from './order-detail.module.css';

/** An order item's unit price and line total, the same on a placed order and on one waiting on the device. */
export function ItemPrices({ salesPrice, salesUnit, total }: { salesPrice: number; salesUnit: SalesUnit; total: number }) {
  return (
    <p className={styles.prices}>
      <span>{orderMessages.salesPrice(formatBrl(salesPrice), salesUnit)}</span>
      <span>
        {orderMessages.lineTotal}: <strong>{formatBrl(total)}</strong>
      </span>
    </p>
  );
}
