import type { ListType, Ordination } from '../../domain/entities/catalogue';
import { useCardSize } from '../product-card/card-size';
import { HistorySort } from './history-sort';
import { LaneSkeleton } from './lane-skeleton';
import { catalogueMessages, type LaneId } from './messages';
import { ProductCard } from '../product-card/product-card';
import { useProgressiveLimit } from './progressive';
import { useLane } from './use-lane';
import styles from './product-lane.module.css';

interface ProductLaneProps {
  partnerId: number;
  id: LaneId;
  listType: ListType;
  ordination: Ordination;
  /** the history lane offers its sort choice */
  sortable?: boolean;
  /** the first lane's images load at once (they are the first thing seen) */
  eager?: boolean;
  /** cards rendered with the lane's first render; the rest follow a few per task */
  firstCards?: number;
}

/** Cards added per task after the first ones. */
const CARDS_PER_STEP = 4;

export function ProductLane({ partnerId, id, listType, ordination, sortable, eager, firstCards = 0 }: ProductLaneProps) {
  const products = useLane(partnerId, listType, ordination);
  const shown = useProgressiveLimit(products?.length ?? 0, firstCards, CARDS_PER_STEP);
  const size = useCardSize();
  const headingId = `${id}-title`;

  return (
    <section id={id} className={styles.lane} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {catalogueMessages.tabs[id]}
        </h2>
        {sortable && <HistorySort ordination={ordination} />}
      </div>
      {products == null || (products.length > 0 && shown === 0) ? (
        <LaneSkeleton />
      ) : products.length === 0 ? (
        <p className={styles.empty}>{catalogueMessages.emptyLane[id]}</p>
      ) : (
        <ul className={styles.row}>
          {products.slice(0, shown).map((entry, index) => (
            <li key={entry.id} className={styles.item}>
              <ProductCard partnerId={partnerId} entry={entry} size={size} eagerImage={eager && index < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
