import { Link, useRouterState } from '@tanstack/react-router';
import { Icon, type IconName } from '../../ui/icon';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { CartLink } from './cart-link';
import { shellMessages } from './messages';
import styles from './shell.module.css';

interface NavItem {
  path: (typeof paths)['home' | 'search' | 'cart' | 'favorites' | 'orderHistory'];
  label: string;
  icon: IconName;
}

// [commerce §2] Bottom navigation targets; screens that do not exist yet fall under the unknown-path rule.
const items: NavItem[] = [
  { path: paths.home, label: shellMessages.home, icon: 'home' },
  { path: paths.search, label: shellMessages.search, icon: 'search' },
  { path: paths.cart, label: shellMessages.cart, icon: 'cart' },
  { path: paths.favorites, label: shellMessages.favorites, icon: 'heart' },
  { path: paths.orderHistory, label: shellMessages.orders, icon: 'list' },
];

/** `id`: the target of the shell's 'Pular para a navegação' link, focusable by script only. */
export function BottomNav({ id, partnerId }: { id?: string; partnerId: number }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  return (
    <nav id={id} tabIndex={id ? -1 : undefined} className={styles.bottomNav} aria-label={shellMessages.mainNavigation}>
      <ul className={styles.navList}>
        {items.map((item) => {
          const current = pathname === item.path;
          return (
            <li key={item.path}>
              {item.path === paths.cart ? (
                <CartLink partnerId={partnerId} className={styles.navItem} current={current} label />
              ) : (
                <Link
                  to={item.path}
                  search={{ [PARTNER_QUERY]: partnerId }}
                  className={styles.navItem}
                  aria-current={current ? 'page' : undefined}
                >
                  <span className={styles.navIcon}>
                    <Icon name={item.icon} />
                  </span>
                  <span>{item.label}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
