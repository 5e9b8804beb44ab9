import { catalogueMessages } from './messages';
import styles from './product-lane.module.css';

/** Shown while the device holds nothing for a lane yet (first sync). */
export function LaneSkeleton() {
  return (
    <div className={styles.row} role="status" aria-label={catalogueMessages.loading}>
      {[0, 1, 2].map((n) => (
        <div key={n} className={styles.skeleton} />
      ))}
    </div>
  );
}
