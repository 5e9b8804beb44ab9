import { lazy, Suspense } from 'react';
import { useOutdatedRegistration } from '../cart/use-outdated-registration';
import { EditingOrderBanner } from '../checkout/editing-order-banner';
import { usePartnerId } from '../partners/use-partner-id';
import { BannerCarousel } from './banner-carousel';
import { CategoryCards } from './category-cards';
import { DesktopBrands } from './desktop-brands';
import { HomeLanes } from './home-lanes';
import { CatalogueProgress, RefreshFailed } from './home-notices';
import { HomeToolbar } from './home-toolbar';
import { PartnerBar } from './partner-bar';
import { useHomeRefresh } from './use-home-refresh';
import { scrollPositions } from '../../db/scroll-positions';
import { useScrollMemory } from '../../ui/use-scroll-memory';
import styles from './home-screen.module.css';

// Rarely shown: its code and texts load when it is.
const OutdatedRegistrationBanner = lazy(async () => ({
  default: (await import('../cart/outdated-registration-banner')).OutdatedRegistrationBanner,
}));

/** Home ('/'): rendered from the device's database, refreshed in the background. */
export function HomeScreen() {
  const partnerId = usePartnerId();
  const { failed, retry } = useHomeRefresh(partnerId);
  useScrollMemory(`home:${partnerId}`, { store: scrollPositions, ready: true });
  const outdatedRegistration = useOutdatedRegistration(partnerId);
  return (
    <div className={styles.home}>
      <PartnerBar partnerId={partnerId} />
      <CatalogueProgress partnerId={partnerId} />
      {failed && <RefreshFailed onRetry={retry} />}
      <EditingOrderBanner partnerId={partnerId} linkToCart />
      <HomeToolbar />
      <BannerCarousel partnerId={partnerId} />
      <DesktopBrands partnerId={partnerId} />
      <CategoryCards partnerId={partnerId} />
      <HomeLanes partnerId={partnerId} />
      {outdatedRegistration && (
        <Suspense fallback={null}>
          <OutdatedRegistrationBanner />
        </Suspense>
      )}
    </div>
  );
}
