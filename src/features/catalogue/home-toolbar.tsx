import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { config } from '../../config/app-config';
import { PARTNER_QUERY, paths, whatsappHref } from '../../config/paths';
import { Icon } from '../../ui/icon';
import { usePartnerId } from '../partners/use-partner-id';
import { cardSizeSetting, useCardSize } from '../product-card/card-size';
import { catalogueMessages } from './messages';
import styles from './home-screen.module.css';

/** The search header [commerce §2 Home]: a search field (on home, a link to the search screen), the card-size toggle and the support link. */
export function HomeToolbar({ search }: { search?: ReactNode }) {
  // The button names the mode it switches to; its name changes, so it has no pressed state.
  const target = useCardSize() === 'large' ? 'small' : 'large';
  const partnerId = usePartnerId();
  return (
    <div className={styles.toolbar}>
      {search ?? (
        <Link to={paths.search} search={{ [PARTNER_QUERY]: partnerId }} className={styles.searchLink}>
          <Icon name="search" size={20} />
          {catalogueMessages.searchField}
        </Link>
      )}
      <Link to={paths.quickOrder} search={{ [PARTNER_QUERY]: partnerId }} className={styles.quickOrder}>
        {catalogueMessages.quickOrder}
      </Link>
      <button
        type="button"
        className={styles.sizeToggle}
        onClick={() => cardSizeSetting.set(target)}
      >
        {catalogueMessages.cardSizeTo[target]}
      </button>
      <a
        className={styles.support}
        href={whatsappHref(config.supportWhatsapp)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="whatsapp" size={20} />
        {catalogueMessages.support}
      </a>
    </div>
  );
}
