import { OutdatedRegistrationBanner } from '../cart/outdated-registration-banner';
import { BannerCarousel } from './banner-carousel';
import { CategoryCards } from './category-cards';
import { HomeLanes } from './home-lanes';
import { HomeToolbar } from './home-toolbar';
import { PartnerBar } from './partner-bar';
import { useHomeRefresh } from './use-home-refresh';
import styles from './home-screen.module.css';

interface HomeScreenProps {
  /** the `parceiro` search value, validated by the route */
  partnerId: number;
}

/** Home ('/'): rendered from the device's database, refreshed in the background. */
export function HomeScreen({ partnerId }: HomeScreenProps) {
  useHomeRefresh(partnerId);
  return (
    <div className={styles.home}>
      <PartnerBar partnerId={partnerId} />
      <HomeToolbar />
      <BannerCarousel partnerId={partnerId} />
      <CategoryCards partnerId={partnerId} />
      <HomeLanes partnerId={partnerId} />
      <OutdatedRegistrationBanner partnerId={partnerId} />
    </div>
  );
}
