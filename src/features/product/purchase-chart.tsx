import { MONTH_NAMES, type MonthQuantity } from '../../domain/monthly';
import { productMessages as m } from './messages';
import styles from './purchase-chart.module.css';

const BAR_WIDTH = 20;
const GAP = 6;
const HEIGHT = 64;

const monthName = (entry: MonthQuantity) => m.chartMonthName(MONTH_NAMES[entry.month - 1]!, entry.year);

/**
 * Quantity bought per month over the last 12 months: bars drawn for the eye (hidden from screen
 * readers), a one-line summary, and the same figures as a table for screen readers.
 */
export function PurchaseChart({ months }: { months: MonthQuantity[] }) {
  const peak = Math.max(...months.map((entry) => entry.quantity), 0);
  const total = months.reduce((sum, entry) => sum + entry.quantity, 0);
  const best = peak > 0 ? [...months].reverse().find((entry) => entry.quantity === peak) : undefined;
  const width = months.length * (BAR_WIDTH + GAP);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>{m.chartTitle}</figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT + 14}`} className={styles.svg} aria-hidden="true" focusable="false">
        {months.map((entry, index) => {
          const height = peak > 0 ? Math.max((entry.quantity / peak) * HEIGHT, entry.quantity > 0 ? 2 : 0) : 0;
          const x = index * (BAR_WIDTH + GAP) + GAP / 2;
          return (
            <g key={entry.key}>
              <rect x={x} y={HEIGHT - height} width={BAR_WIDTH} height={height} rx={3} className={styles.bar} />
              <text x={x + BAR_WIDTH / 2} y={HEIGHT + 12} textAnchor="middle" className={styles.label}>
                {MONTH_NAMES[entry.month - 1]![0]!.toUpperCase()}
              </text>
            </g>
          );
        })}
      </svg>
      <p className={styles.summary}>{m.chartSummary(total, best ? monthName(best) : null)}</p>
      {/* A table does not shrink to the 1px box itself: its wrapper does the hiding. */}
      <div className="visually-hidden">
        <table>
          <caption>{m.chartTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{m.chartMonth}</th>
              <th scope="col">{m.chartQuantity}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((entry) => (
              <tr key={entry.key}>
                <th scope="row">{monthName(entry)}</th>
                <td>{entry.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
