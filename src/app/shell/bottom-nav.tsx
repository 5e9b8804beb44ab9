import { Link, useRouterState } from '@tanstack/react-router';
import { useCartCount } from '../../features/cart/use-cart-count';
import { Icon, type IconName } from '../../ui/icon';
import { PARTNER_QUERY, paths } from '../../config/paths';
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
  const cartCount = useCartCount(partnerId);

  return (
    <nav id={id} tabIndex={id ? -1 : undefined} className={styles.bottomNav} aria-label={shellMessages.mainNavigation}>
      <ul className={styles.navList}>
        {items.map((item) => {
          const isCart = item.path === paths.cart;
          const current = pathname === item.path;
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                search={{ [PARTNER_QUERY]: partnerId }}
                className={styles.navItem}
                aria-current={current ? 'page' : undefined}
                aria-label={isCart && cartCount > 0 ? shellMessages.cartWithCount(cartCount) : undefined}
              >
                <span className={styles.navIcon}>
                  <Icon name={item.icon} />
                  {/* The count is drawn by CSS: the link's text stays its label, which starts its
                      name ('Carrinho, 1 item'), as WCAG 2.5.3 asks (axe label-content-name-mismatch). */}
                  {isCart && cartCount > 0 && (
                    <span className={styles.badge} data-count={cartCount > 99 ? '99+' : cartCount} aria-hidden="true" />
                  )}
                </span>
                <span>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
