import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { StoredProduct } from '../../db/user-db';
import { useFollowUp } from '../../ui/follow-up';
import { useMediaQuery } from '../../ui/use-media-query';
import { useCardSize } from '../product-card/card-size';
import { DESKTOP_QUERY } from '../product-card/card-mode';
import { ProductCard } from '../product-card/product-card';
import { browseMessages } from './messages';
import styles from './browse.module.css';

interface ProductListProps {
  partnerId: number;
  products: StoredProduct[];
  /** the list's accessible name */
  label: string;
  /** asks for more products when the end of the list comes into view */
  loadMore?: () => void;
  /** how many the whole list holds (for screen readers) when more than those loaded */
  total?: number;
  /** the list element, for a caller that works on the cards' text */
  listRef?: RefObject<HTMLUListElement | null>;
  /** cards paint their title, code and brand first; their links, controls and image come with the screen's follow-up */
  lightFirstFrame?: boolean;
}

// A card's height as laid out on a phone (small cards two to a row, large ones alone): a lower
// estimate mounts cards that turn out to be below the fold once measured.
const ESTIMATED_HEIGHT = { small: 470, large: 530 } as const;

const WIDER_QUERY = '(min-width: 1200px)';
const WIDEST_QUERY = '(min-width: 1500px)';

/** Rows the end must be within before more products are asked for. */
const LOAD_AHEAD = 3;

/** A long list of product cards: only the cards near the viewport are rendered. */
export function ProductList({ partnerId, products, label, loadMore, total = products.length, listRef, lightFirstFrame }: ProductListProps) {
  const size = useCardSize();
  const ownRef = useRef<HTMLUListElement>(null);
  const list = listRef ?? ownRef;
  const [scrollMargin, setScrollMargin] = useState(0);
  // Chips or a notice above the list can come and go, and they change the page's height: the list's offset is read
  // again whenever the page resizes, once the browser has laid it out (read in every render, it forced a layout on
  // each tap of a stepper).
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const readOffset = () => setScrollMargin(element.offsetTop);
    readOffset();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(readOffset);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [list]);
  // Large cards one on a phone, two above 900 px [commerce §2 Product section list]; small ones two to a row on a
  // phone, and as many as a desktop's width holds at about 280 px each.
  const wide = useMediaQuery(DESKTOP_QUERY);
  const wider = useMediaQuery(WIDER_QUERY);
  const widest = useMediaQuery(WIDEST_QUERY);
  const lanes = size === 'large' ? (wide ? 2 : 1) : widest ? 5 : wider ? 4 : wide ? 3 : 2;
  // A new list paints the cards in view first; those just beyond it (for scrolling) come with the screen's follow-up.
  const first = products[0]?.id;
  const [overscanFor, setOverscanFor] = useState<number>();
  const followUp = useFollowUp();
  useEffect(() => followUp(() => startTransition(() => setOverscanFor(first))), [first, followUp]);
  const virtualizer = useWindowVirtualizer({
    count: products.length,
    lanes,
    estimateSize: () => ESTIMATED_HEIGHT[size ?? 'small'],
    overscan: overscanFor === first ? 2 : 0,
    scrollMargin,
    getItemKey: (index) => products[index]!.id,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.length > 0 ? rows[rows.length - 1]!.index : -1;
  useEffect(() => {
    if (loadMore && lastShown >= products.length - LOAD_AHEAD) loadMore();
  }, [loadMore, lastShown, products.length]);

  return (
    <>
      {/* The cards' titles are h3: this keeps the heading levels in order under the screen's h1. */}
      <h2 className="visually-hidden">{label}</h2>
      <ul ref={list} className={styles.list} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={total}
            aria-posinset={row.index + 1}
            className={styles.row}
            style={{
              left: `${(row.lane * 100) / lanes}%`,
              width: `${100 / lanes}%`,
              transform: `translateY(${row.start - scrollMargin}px)`,
            }}
          >
            <ProductCard partnerId={partnerId} entry={products[row.index]!} size={size} eagerImage={row.index < lanes * 2} lightFirstFrame={lightFirstFrame} />
          </li>
        ))}
      </ul>
      {loadMore && <p className={styles.muted} role="status">{browseMessages.loadingMore}</p>}
    </>
  );
}
