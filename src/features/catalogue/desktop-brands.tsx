import { lazy, Suspense } from 'react';
import { useMediaQuery } from '../../ui/use-media-query';
import { DESKTOP_QUERY } from '../product-card/card-mode';

// Its own chunk, loaded only on a desktop-wide viewport: phones never download it.
const BrandCarousel = lazy(() => import('./brand-carousel').then((module) => ({ default: module.BrandCarousel })));

/** The brand carousel, shown on desktop only [commerce §2 Home]. */
export function DesktopBrands({ partnerId }: { partnerId: number }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (!desktop) return null;
  return (
    <Suspense fallback={null}>
      <BrandCarousel partnerId={partnerId} />
    </Suspense>
  );
}
