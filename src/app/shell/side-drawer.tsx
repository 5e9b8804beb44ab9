import { useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { config } from '../../config/app-config';
import { useServingPartnerCount } from '../../features/partners/use-partners';
import { Icon } from '../../ui/icon';
import { InternalLink, pathWithQuery } from '../../ui/internal-link';
import { useNativeDialog } from '../../ui/use-native-dialog';
import buttons from '../../ui/button.module.css';
import { PARTNER_QUERY, paths, whatsappHref } from '../../config/paths';
import { useCategories } from '../../features/catalogue/use-categories';
import type { TapSpot } from '../../ui/sign-out-request';
import { promptInstall, useInstallAvailable } from '../install-prompt';
import { shellMessages } from './messages';
import styles from './side-drawer.module.css';

interface SideDrawerProps {
  open: boolean;
  /** the selected partner; null on partner selection */
  partnerId: number | null;
  userName: string;
  /**
   * a guest user: devices and guests are the account holder's to manage
   * (docs/decisions/0087-guest-users-who-they-are-what-they-may-do-how-they-sign-in.md)
   */
  isGuest: boolean;
  onClose: () => void;
  /** with where its 'Sair' was on the screen */
  onSignOut: (spot: TapSpot) => void;
}

/** The partner's categories, unfolded on demand; each opens its category screen. */
function CategoryEntries({ partnerId, onClose }: { partnerId: number; onClose: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const categories = useCategories(partnerId) ?? [];
  const listId = useId();
  return (
    <li>
      <button type="button" className={styles.entry} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
        {shellMessages.categories}
        <Icon name="chevron" size={18} className={expanded ? styles.chevronOpen : undefined} />
      </button>
      <ul id={listId} className={styles.subEntries} hidden={!expanded}>
        {categories.map((category) => (
          <li key={category.id}>
            <InternalLink
              href={pathWithQuery(paths.category, { [PARTNER_QUERY]: partnerId, id: category.id, name: category.name })}
              className={`${styles.entry} ${styles.subEntry}`}
              onClick={onClose}
            >
              {category.name}
            </InternalLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The profile's slips section (features/profile/slip-list.tsx). */
const SLIPS_HASH = 'titulos';

/** An app path on a partner-aware screen: with the partner value when one is selected. */
function partnerPath(path: string, partnerId: number | null): string {
  return partnerId === null ? path : pathWithQuery(path, { [PARTNER_QUERY]: partnerId });
}

/** An entry that opens one of the app's screens. */
function ScreenEntry({ href, label, onClose }: { href: string; label: string; onClose: () => void }) {
  return (
    <li>
      <InternalLink href={href} className={styles.entry} onClick={onClose}>
        {label}
        <Icon name="chevron" size={18} />
      </InternalLink>
    </li>
  );
}

/** [commerce §2] Side drawer menu. */
export function SideDrawer({ open, partnerId, userName, isGuest, onClose, onSignOut }: SideDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const servingPartners = useServingPartnerCount();
  const installAvailable = useInstallAvailable();
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
          {/* Closing first: the drawer opens with the focus on it (and the name link right after). */}
          <button type="button" className={buttons.iconButton} aria-label={shellMessages.closeMenu} onClick={onClose}>
            <Icon name="close" />
          </button>
          <h2 id={titleId} className={styles.userName}>
            <Link to={paths.profile} hash={SLIPS_HASH} className={styles.userLink} onClick={onClose}>
              <Icon name="user" />
              <span>{userName}</span>
            </Link>
          </h2>
        </div>
        <nav aria-label={shellMessages.menuTitle}>
          <ul className={styles.entries}>
            {partnerId !== null && (
              <>
                <CategoryEntries partnerId={partnerId} onClose={onClose} />
                <ScreenEntry href={partnerPath(paths.brands, partnerId)} label={shellMessages.brands} onClose={onClose} />
                <ScreenEntry href={partnerPath(paths.quickOrder, partnerId)} label={shellMessages.quickOrder} onClose={onClose} />
                <li>
                  <Link to={paths.profile} hash={SLIPS_HASH} className={styles.entry} onClick={onClose}>
                    {shellMessages.slips}
                    <Icon name="chevron" size={18} />
                  </Link>
                </li>
                <ScreenEntry href={partnerPath(paths.contacts, partnerId)} label={shellMessages.contacts} onClose={onClose} />
              </>
            )}
            <ScreenEntry href={partnerPath(paths.syncCenter, partnerId)} label={shellMessages.syncCenter} onClose={onClose} />
            {servingPartners > 1 && (
              <ScreenEntry href={paths.partnerSelect} label={shellMessages.partners} onClose={onClose} />
            )}
            {!isGuest && (
              <>
                <ScreenEntry href={partnerPath(paths.connectedDevices, partnerId)} label={shellMessages.connectedDevices} onClose={onClose} />
                <ScreenEntry href={partnerPath(paths.guestUsers, partnerId)} label={shellMessages.guestUsers} onClose={onClose} />
              </>
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
              <button type="button" className={styles.entry} onClick={(event) => onSignOut(event.currentTarget.getBoundingClientRect())}>
                {shellMessages.signOut}
              </button>
            </li>
            {installAvailable && (
              <li>
                <button
                  type="button"
                  className={styles.entry}
                  onClick={() => {
                    onClose();
                    void promptInstall();
                  }}
                >
                  {shellMessages.install}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
