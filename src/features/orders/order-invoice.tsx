import type { OrderInvoice } from '../../domain/entities/orders';
import { orderMessages } from './messages';
import { OrderFacts } from './order-facts';
import styles from './order-detail.module.css';

/** The 44 digits in groups of four, as the DANFE prints them. */
function keyInGroups(key: string): string {
  return key.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The order's invoice (NF-e), once the distributor issued it: number, series, access key and its DANFE. */
export function OrderInvoiceFacts({ invoice }: { invoice: OrderInvoice }) {
  return (
    <section aria-labelledby="order-invoice-title">
      <h2 id="order-invoice-title" className={styles.subtitle}>{orderMessages.invoice}</h2>
      <OrderFacts
        facts={[
          { label: orderMessages.invoiceNumber, value: invoice.number },
          { label: orderMessages.invoiceSeries, value: invoice.series },
          { label: orderMessages.invoiceKey, value: <span className={styles.invoiceKey}>{keyInGroups(invoice.key)}</span> },
        ]}
      />
      <p>
        <a href={invoice.danfeUrl} target="_blank" rel="noopener noreferrer">{orderMessages.seeDanfe}</a>
      </p>
    </section>
  );
}
