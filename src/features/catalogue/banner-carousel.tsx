import { useCallback, useState, type FocusEvent } from 'react';
import { Icon } from '../../ui/icon';
import { BannerSlide } from './banner-slide';
import { catalogueMessages } from './messages';
import { useAutoplay } from './use-autoplay';
import { useBanners } from './use-banners';
import styles from './banner-carousel.module.css';

/** docs/product-decisions.md: banner autoplay 6000 ms. */
const BANNER_AUTOPLAY_MS = 6000;

export function BannerCarousel({ partnerId }: { partnerId: number }) {
  const banners = useBanners(partnerId);
  const [chosen, setChosen] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners?.length ?? 0;
  const index = count ? chosen % count : 0;

  const next = useCallback(() => setChosen((i) => (count ? (i + 1) % count : 0)), [count]);
  const previous = () => setChosen((i) => (count ? (i - 1 + count) % count : 0));
  useAutoplay(next, BANNER_AUTOPLAY_MS, hovered || focused || count < 2, index);

  if (banners === undefined) return <div className={styles.carousel} aria-hidden="true" />;
  if (count === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={catalogueMessages.banners}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }} aria-live={focused ? 'polite' : 'off'}>
        {banners.map((banner, i) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            label={banner.headline?.trim() || catalogueMessages.bannerLabel(i + 1, count)}
            active={i === index}
            eager={i === 0}
          />
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={catalogueMessages.previousBanner} onClick={previous}>
            <Icon name="back" size={20} />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={catalogueMessages.nextBanner} onClick={next}>
            <Icon name="chevron" size={20} />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={catalogueMessages.goToBanner(i + 1)}
                aria-current={i === index}
                onClick={() => setChosen(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
