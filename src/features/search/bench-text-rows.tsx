// The bench's floor (scripts/bench/search-keys.mjs): the same search, one plain text row per product instead of cards.
import { useRef } from 'react';
import { searchMessages } from './messages';
import type { SearchResultsProps } from './search-results';
import { useMatchHighlight } from './use-match-highlight';

export function BenchTextRows({ products, words }: SearchResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useMatchHighlight(listRef, words);
  return (
    <ul ref={listRef} aria-label={searchMessages.results}>
      {products.map(({ id, product }) => (
        <li key={id}>{`${product.code} ${product.family.name} ${product.brand.name}`}</li>
      ))}
    </ul>
  );
}
