// The bench's floor (scripts/bench/search-keys.mjs, list-tap.mjs): the same search, one plain text row per product
// instead of cards, each with a '+' that counts its taps (the least UI a tap in a long list can change).
import { useRef, useState } from 'react';
import type { StoredProduct } from '../../db/user-db';
import { searchMessages } from './messages';
import type { SearchResultsProps } from './search-results';
import { useMatchHighlight } from './use-match-highlight';

function BenchTextRow({ product }: Pick<StoredProduct, 'product'>) {
  const [taps, setTaps] = useState(0);
  return (
    <li>
      {`${product.code} ${product.family.name} ${product.brand.name} `}
      <button type="button" aria-label={`Adicionar uma unidade de ${product.family.name}`} onClick={() => setTaps((count) => count + 1)}>
        +
      </button>
      {` ${taps}`}
    </li>
  );
}

export function BenchTextRows({ products, words }: SearchResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useMatchHighlight(listRef, words);
  return (
    <ul ref={listRef} aria-label={searchMessages.results}>
      {products.map(({ id, product }) => (
        <BenchTextRow key={id} product={product} />
      ))}
    </ul>
  );
}
