import type { ReactNode } from 'react';
import styles from './order-detail.module.css';

interface OrderFact {
  label: string;
  value: ReactNode;
}

/** The facts at the top of an order's screen (date, delivery, state, address…), label above value. */
export function OrderFacts({ facts }: { facts: readonly OrderFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
