import { config } from '../../config/app-config';
import { whatsappHref } from '../../config/paths';
import { Icon } from '../../ui/icon';
import { cardSizeSetting, useCardSize } from '../product-card/card-size';
import { catalogueMessages } from './messages';
import styles from './home-screen.module.css';

/** The card-size toggle and the support link of the home header. */
export function HomeToolbar() {
  const size = useCardSize();
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={styles.sizeToggle}
        aria-pressed={size === 'large'}
        onClick={() => cardSizeSetting.set(size === 'large' ? 'small' : 'large')}
      >
        {catalogueMessages.cardSizeLarge}
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
