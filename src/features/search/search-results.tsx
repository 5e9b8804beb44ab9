import { useRef } from 'react';
import type { StoredProduct } from '../../db/user-db';
import { ProductList } from '../browse/product-list';
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

// The bench's floor (scripts/bench/search-keys.mjs): the same search drawing one text row per product instead of cards.
const TEXT_ROWS_FLAG = 'balcao:bench-text-rows';
const textRows = () => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(TEXT_ROWS_FLAG) === '1';

/** The found products in the app's product list, the matched words marked; the next page loads near the end. */
export function SearchResults({ partnerId, products, total, hasMore, loadMore, words }: SearchResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useMatchHighlight(listRef, words);
  if (textRows()) {
    return (
      <ul ref={listRef} aria-label={searchMessages.results}>
        {products.map(({ id, product }) => (
          <li key={id}>{`${product.code} ${product.family.name} ${product.brand.name}`}</li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.results}>
      <ProductList
        partnerId={partnerId}
        products={products}
        label={searchMessages.results}
        total={total}
        loadMore={hasMore ? loadMore : undefined}
        listRef={listRef}
        lightFirstFrame
      />
    </div>
  );
}
