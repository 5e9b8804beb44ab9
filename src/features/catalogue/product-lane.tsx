import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ListType, Ordination } from '../../domain/entities/catalogue';
import { scrollPositions } from '../../db/scroll-positions';
import { refreshLane, type LaneKey } from '../../sync/pulls/home-lane-pages';
import { isFocusLost } from '../../ui/focus';
import { useScrollMemory } from '../../ui/use-scroll-memory';
import { ArchivableCard } from '../archive/archivable-card';
import { ArchivedLink } from '../archive/archived-link';
import { useCardSize } from '../product-card/card-size';
import { ProductCard } from '../product-card/product-card';
import { HistorySort } from './history-sort';
import { LaneFilterChips } from './lane-filter-chips';
import { LaneMore } from './lane-more';
import { LaneScroll } from './lane-scroll';
import { LaneSkeleton } from './lane-skeleton';
import { catalogueMessages, type LaneId } from './messages';
import { useProgressiveLimit } from './progressive';
import { useHistoryReveal } from './use-history-reveal';
import { useLane } from './use-lane';
import styles from './product-lane.module.css';

interface ProductLaneProps {
  partnerId: number;
  id: LaneId;
  listType: ListType;
  ordination: Ordination;
  /** the history lane: its sort choice, the archive (a swipe or a button per card) */
  history?: boolean;
  /** the first lane's images load at once (they are the first thing seen) */
  eager?: boolean;
  /** cards rendered with the lane's first render; the rest follow a few per task */
  firstCards?: number;
}

/** Cards added per task after the first ones. */
const CARDS_PER_STEP = 4;

/** 'Ver mais' goes away at the lane's end: its focus goes to the lane's title, not to the page. */
function useFocusAtLaneEnd(more: boolean, heading: RefObject<HTMLHeadingElement | null>): void {
  const previous = useRef(more);
  useEffect(() => {
    const reachedEnd = previous.current && !more;
    previous.current = more;
    if (reachedEnd && isFocusLost()) heading.current?.focus();
  }, [more, heading]);
}

export function ProductLane({ partnerId, id, listType, ordination, history, eager, firstCards = 0 }: ProductLaneProps) {
  const [filter, setFilter] = useState('');
  const lane: LaneKey = { listType, ordination, filter };
  const view = useLane(partnerId, lane);
  const memoryKey = `home:${partnerId}:${id}:${ordination}:${filter}`;
  const reveal = useHistoryReveal(memoryKey, !!history);
  const products = view?.products.slice(0, reveal.limit);
  const held = view?.products.length ?? 0;
  const shown = useProgressiveLimit(products?.length ?? 0, firstCards, CARDS_PER_STEP);
  const size = useCardSize();
  const rowRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const more = !!view && (!view.lastPage || held > reveal.limit);
  useFocusAtLaneEnd(more, headingRef);
  const headingId = `${id}-title`;
  const title = catalogueMessages.tabs[id];
  useScrollMemory(memoryKey, {
    store: scrollPositions,
    target: rowRef,
    ready: products !== undefined && shown >= (products?.length ?? 0),
  });

  const chooseFilter = (value: string) => {
    setFilter(value);
    if (rowRef.current) rowRef.current.scrollLeft = 0;
    // Offline the pages held without the chip show, filtered on the device.
    if (value) refreshLane(partnerId, { ...lane, filter: value }).catch(() => undefined);
  };

  return (
    <section id={id} className={styles.lane} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} ref={headingRef} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {history ? (
          <div className={styles.tools}>
            <ArchivedLink partnerId={partnerId} />
            <HistorySort ordination={ordination} />
          </div>
        ) : (
          !!products?.length && <LaneScroll row={rowRef} lane={title} />
        )}
      </div>
      {view && (
        <LaneFilterChips label={catalogueMessages.filtersLabel(title)} filters={view.filters} selected={filter} onChange={chooseFilter} />
      )}
      {products == null || (products.length > 0 && shown === 0) ? (
        <LaneSkeleton />
      ) : products.length === 0 ? (
        <p className={styles.empty}>{catalogueMessages.emptyLane[id]}</p>
      ) : (
        <ul ref={rowRef} className={history ? styles.column : styles.row}>
          {products.slice(0, shown).map((entry, index) => {
            const card = <ProductCard partnerId={partnerId} entry={entry} size={size} eagerImage={eager && index < 3} />;
            return (
              <li key={entry.id} className={styles.item}>
                {history ? (
                  <ArchivableCard partnerId={partnerId} entry={entry}>
                    {card}
                  </ArchivableCard>
                ) : (
                  card
                )}
              </li>
            );
          })}
        </ul>
      )}
      {more && <LaneMore partnerId={partnerId} lane={lane} revealMore={() => reveal.revealMore(held)} />}
    </section>
  );
}
