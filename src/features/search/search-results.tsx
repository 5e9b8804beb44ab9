import { useEffect, useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { StoredProduct } from '../../db/user-db';
import { useCardSize } from '../product-card/card-size';
import { ProductCard } from '../product-card/product-card';
import { searchMessages } from './messages';
import { useMatchHighlight } from './use-match-highlight';
import styles from './search-screen.module.css';

interface SearchResultsProps {
  partnerId: number;
  products: StoredProduct[];
  total: number;
  hasMore: boolean;
  loadMore: () => void;
  /** the query words, marked in the cards */
  words: readonly string[];
}

// Rows read ahead of the last one shown: the next page arrives before the list's end is seen.
const LOAD_AHEAD = 3;

/** The found products as cards, only those near the viewport in the DOM; the next page loads near the end. */
export function SearchResults({ partnerId, products, total, hasMore, loadMore, words }: SearchResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const size = useCardSize();
  const estimate = size === 'large' ? 460 : 240;
  const virtualizer = useWindowVirtualizer({
    count: products.length,
    estimateSize: () => estimate,
    overscan: 2,
    scrollMargin: listRef.current?.offsetTop ?? 0,
    getItemKey: (index) => products[index]!.id,
    // Without layout (a test's DOM) an element measures 0: keep the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && lastShown >= products.length - LOAD_AHEAD) loadMore();
  }, [hasMore, lastShown, products.length, loadMore]);
  useMatchHighlight(listRef, words);

  return (
    <>
      <ul ref={listRef} className={styles.results} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const entry = products[item.index]!;
          return (
            <li
              key={entry.id}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={styles.result}
              aria-setsize={total}
              aria-posinset={item.index + 1}
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              <ProductCard partnerId={partnerId} entry={entry} size={size} eagerImage={item.index < 2} />
            </li>
          );
        })}
      </ul>
      {hasMore && <p role="status" aria-label={searchMessages.loadingMore} className={styles.loadingMore} />}
    </>
  );
}
