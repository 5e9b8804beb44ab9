import { Link } from '@tanstack/react-router';
import { Icon } from '../../ui/icon';
import buttons from '../../ui/button.module.css';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { CartLink } from './cart-link';
import { shellMessages } from './messages';
import styles from './shell.module.css';

interface HeaderProps {
  partnerId: number | null;
  /** [access §2.1] partner selection hides the header on wide screens. */
  hideWhenWide: boolean;
  menuOpen: boolean;
  onMenu: () => void;
  /** a pointer or the focus reached the menu button: the menu is likely next */
  onMenuIntent: () => void;
}

export function Header({ partnerId, hideWhenWide, menuOpen, onMenu, onMenuIntent }: HeaderProps) {
  return (
    <header className={`${styles.header} ${hideWhenWide ? styles.hideWhenWide : ''}`}>
      <button
        type="button"
        className={buttons.iconButton}
        aria-label={shellMessages.openMenu}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onMenu}
        onPointerEnter={onMenuIntent}
        onPointerDown={onMenuIntent}
        onFocus={onMenuIntent}
      >
        <Icon name="menu" />
      </button>
      {partnerId === null ? (
        <span className={styles.brand}>Balcão</span>
      ) : (
        <Link to={paths.home} search={{ [PARTNER_QUERY]: partnerId }} className={styles.brand}>
          Balcão
        </Link>
      )}
      {partnerId !== null ? (
        <div className={styles.headerActions}>
          <CartLink partnerId={partnerId} className={`${buttons.iconButton} ${styles.headerCart}`} />
          <Link
            to={paths.search}
            search={{ [PARTNER_QUERY]: partnerId }}
            className={buttons.iconButton}
            aria-label={shellMessages.searchShortcut}
          >
            <Icon name="search" />
          </Link>
        </div>
      ) : (
        <span className={styles.headerSpacer} />
      )}
    </header>
  );
}
