import { config } from '../../config/app-config';
import { whatsappHref } from '../../config/paths';
import { Icon } from '../../ui/icon';
import { cardSizeSetting, useCardSize } from '../product-card/card-size';
import { catalogueMessages } from './messages';
import styles from './home-screen.module.css';

/** The card-size toggle and the support link of the home header. */
export function HomeToolbar() {
  // The button names the mode it switches to; its name changes, so it has no pressed state.
  const target = useCardSize() === 'large' ? 'small' : 'large';
  return (
    <div className={styles.toolbar}>
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
