import { whatsappHref } from '../../config/paths';
import { config } from '../../config/app-config';
import { Icon } from '../../ui/icon';
import { cartMessages } from './messages';
import styles from './outdated-registration-banner.module.css';

/** Home's bottom banner for outdated registrations [commerce §2]. */
export function OutdatedRegistrationBanner() {
  return (
    <aside className={styles.banner} aria-label={cartMessages.outdatedBanner}>
      <span>{cartMessages.outdatedBanner}</span>
      <a className={styles.contact} href={whatsappHref(config.supportWhatsapp)} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" size={18} />
        {cartMessages.outdatedContact}
      </a>
    </aside>
  );
}
