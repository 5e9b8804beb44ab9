import { Link } from '@tanstack/react-router';
import { useCartCount } from '../../features/cart/use-cart-count';
import { Icon } from '../../ui/icon';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { shellMessages } from './messages';
import styles from './shell.module.css';

interface CartLinkProps {
  partnerId: number;
  className: string;
  current?: boolean;
  /** the text under the icon (the bottom navigation); without it the link is the icon and its count */
  label?: boolean;
}

/** 'Carrinho' with its count of items: the bottom navigation's, and the header's on a desktop. */
export function CartLink({ partnerId, className, current, label }: CartLinkProps) {
  const count = useCartCount(partnerId);
  const name = count > 0 ? shellMessages.cartWithCount(count) : shellMessages.cart;
  return (
    <Link
      to={paths.cart}
      search={{ [PARTNER_QUERY]: partnerId }}
      className={className}
      aria-current={current ? 'page' : undefined}
      aria-label={label && count === 0 ? undefined : name}
    >
      <span className={styles.navIcon}>
        <Icon name="cart" />
        {/* The count is drawn by CSS: the link's text stays its label, which starts its
            name ('Carrinho, 1 item'), as WCAG 2.5.3 asks (axe label-content-name-mismatch). */}
        {count > 0 && <span className={styles.badge} data-count={count > 99 ? '99+' : count} aria-hidden="true" />}
      </span>
      {label && <span>{shellMessages.cart}</span>}
    </Link>
  );
}
