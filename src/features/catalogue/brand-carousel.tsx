import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { Brand } from '../../domain/entities/catalogue';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { browseKeys } from '../../sync/pulls/browse-keys';
import { refreshBrands } from '../../sync/pulls/browse';
import { Icon } from '../../ui/icon';
import buttons from '../../ui/button.module.css';
import { ProductImage } from '../product-card/product-image';
import { useStoredAnswer } from '../stored-answer/use-stored-answer';
import { catalogueMessages as m } from './messages';
import { useAutoplay } from './use-autoplay';
import styles from './brand-carousel.module.css';

/** [commerce §9] brand carousel autoplay. */
const BRAND_AUTOPLAY_MS = 1800;

/** Scrolls the strip one brand on, back to the first after the last. */
function stepForward(strip: HTMLElement): void {
  const [first, second] = strip.children as unknown as HTMLElement[];
  if (!first) return;
  const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
  const atEnd = strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1;
  strip.scrollLeft = atEnd ? 0 : strip.scrollLeft + step;
}

/**
 * The whole of the brand the keyboard moves to, scrolled into the strip: the browser leaves one partly in view where it
 * is, cut by the strip's edge. A pointer's focus is left alone: moving the strip under a press would make it miss.
 */
function revealFocused(event: FocusEvent<HTMLElement>): void {
  const target = event.target;
  if (target.matches(':focus-visible')) target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * The home's brand carousel, on desktop only [commerce §2 Home]: the brands of the brands
 * screen (kept on the device), each to its brand screen. It moves on its own until paused by
 * its button, or while the pointer or the focus is in it (WCAG 2.2.2).
 */
export function BrandCarousel({ partnerId }: { partnerId: number }) {
  const brands = useStoredAnswer<Brand[]>(browseKeys.brands(partnerId), () => refreshBrands(partnerId));
  const stripRef = useRef<HTMLUListElement>(null);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const list = brands.state === 'ready' ? brands.value : [];
  const advance = useCallback(() => {
    if (stripRef.current) stepForward(stripRef.current);
  }, []);
  useAutoplay(advance, BRAND_AUTOPLAY_MS, stopped || hovered || focused || list.length < 2, null);

  if (list.length === 0) return null;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-labelledby="brand-carousel-title"
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        setFocused(true);
        revealFocused(event);
      }}
      onBlur={onBlur}
    >
      <div className={styles.header}>
        <h2 id="brand-carousel-title" className={styles.title}>
          {m.brands}
        </h2>
        {list.length > 1 && (
          <button
            type="button"
            className={buttons.outlineRound}
            aria-label={stopped ? m.playBrands : m.pauseBrands}
            onClick={() => setStopped((value) => !value)}
          >
            <Icon name={stopped ? 'play' : 'pause'} size={18} />
          </button>
        )}
      </div>
      <ul ref={stripRef} className={styles.strip}>
        {list.map((brand) => (
          <li key={brand.id} className={styles.item}>
            <Link to={paths.brand} search={{ [PARTNER_QUERY]: partnerId, id: brand.id, name: brand.name }} className={styles.brand}>
              <ProductImage src={brand.mediaUrl} alt="" size={72} />
              <span className={styles.name}>{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
