import type { Banner } from '../../domain/entities/catalogue';
import { InternalLink } from '../../ui/internal-link';
import styles from './banner-carousel.module.css';

interface BannerSlideProps {
  banner: Banner;
  label: string;
  active: boolean;
  eager: boolean;
}

const isVideo = (url: string) => /\.mp4($|\?)/i.test(url);

function BannerMedia({ url, eager, active }: { url: string; eager: boolean; active: boolean }) {
  if (isVideo(url)) {
    return (
      <video
        className={styles.media}
        src={url}
        muted
        loop
        playsInline
        autoPlay={active}
        preload={eager ? 'auto' : 'none'}
        width={640}
        height={360}
      />
    );
  }
  return (
    <img
      className={styles.media}
      src={url}
      alt=""
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** One banner: a link to its internal path or external address, or plain media without one. */
export function BannerSlide({ banner, label, active, eager }: BannerSlideProps) {
  const link = banner.destinationLink.trim();
  const media = <BannerMedia url={banner.url} eager={eager} active={active} />;
  const common = { className: styles.slide, 'aria-label': label, tabIndex: active ? 0 : -1 };
  if (!link) {
    return (
      <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={label} aria-hidden={!active}>
        {media}
      </div>
    );
  }
  if (link.startsWith('/')) {
    return (
      <InternalLink href={link} {...common} aria-hidden={!active}>
        {media}
      </InternalLink>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" {...common} aria-hidden={!active}>
      {media}
    </a>
  );
}
