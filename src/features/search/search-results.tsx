import { useRef } from 'react';
import type { StoredProduct } from '../../db/user-db';
import { ProductList } from '../browse/product-list';
import { searchMessages } from './messages';
import { FollowUpContext } from '../../ui/follow-up';
import { afterTypingPause } from '../../ui/typing-pause';
import { useMatchHighlight } from './use-match-highlight';
import styles from './search-screen.module.css';

export interface SearchResultsProps {
  partnerId: number;
  products: StoredProduct[];
  total: number;
  hasMore: boolean;
  loadMore: () => void;
  /** the query words, marked in the cards */
  words: readonly string[];
}

/** The found products in the app's product list, the matched words marked; the next page loads near the end. */
export function SearchResults({ partnerId, products, total, hasMore, loadMore, words }: SearchResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useMatchHighlight(listRef, words);
  return (
    <div className={styles.results}>
      {/* What the cards' first frame leaves out waits for the typing to pause: the next key replaces these results. */}
      <FollowUpContext value={afterTypingPause}>
        <ProductList
          partnerId={partnerId}
          products={products}
          label={searchMessages.results}
          total={total}
          loadMore={hasMore ? loadMore : undefined}
          listRef={listRef}
          lightFirstFrame
        />
      </FollowUpContext>
    </div>
  );
}
