import { useId, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { config } from '../../config/app-config';
import { useServingPartnerCount } from '../../features/partners/use-partners';
import { Icon } from '../../ui/icon';
import { useNativeDialog } from '../../ui/use-native-dialog';
import buttons from '../../ui/button.module.css';
import { paths, whatsappHref } from '../../config/paths';
import { shellMessages } from './messages';
import styles from './side-drawer.module.css';

interface SideDrawerProps {
  open: boolean;
  userName: string;
  onClose: () => void;
  onSignOut: () => void;
}

/** Only entries whose screens exist ([commerce §2] Side drawer menu). */
export function SideDrawer({ open, userName, onClose, onSignOut }: SideDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const servingPartners = useServingPartnerCount();
  useNativeDialog(ref, open, onClose);

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <Icon name="user" />
          <h2 id={titleId} className={styles.userName}>
            {userName}
          </h2>
          <button type="button" className={buttons.iconButton} aria-label={shellMessages.closeMenu} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={shellMessages.menuTitle}>
          <ul className={styles.entries}>
            {servingPartners > 1 && (
              <li>
                <Link to={paths.partnerSelect} className={styles.entry} onClick={onClose}>
                  {shellMessages.partners}
                  <Icon name="chevron" size={18} />
                </Link>
              </li>
            )}
            <li>
              <a
                className={styles.entry}
                href={whatsappHref(config.supportWhatsapp)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onClose}
              >
                {shellMessages.contactUs}
                <Icon name="whatsapp" size={18} />
              </a>
            </li>
            <li>
              <button type="button" className={styles.entry} onClick={onSignOut}>
                {shellMessages.signOut}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
