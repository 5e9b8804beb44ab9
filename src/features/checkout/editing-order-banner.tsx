import { Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { checkoutMessages } from './messages';
import { useEditingOrderNumber } from './use-editing-order';
import styles from './editing-order-banner.module.css';

interface EditingOrderBannerProps {
  partnerId: number;
  /** away from the cart, a link to it */
  linkToCart?: boolean;
}

/** While an order is being changed, the screens that add to it say which one. */
export function EditingOrderBanner({ partnerId, linkToCart = false }: EditingOrderBannerProps) {
  const number = useEditingOrderNumber(partnerId);
  if (!number) return null;
  return (
    <aside className={styles.banner} aria-label={checkoutMessages.editingBannerLabel(number)}>
      <p>{checkoutMessages.editingBanner(number)}</p>
      {linkToCart && (
        <Link to={paths.cart} search={{ [PARTNER_QUERY]: partnerId }} className={styles.link}>
          {checkoutMessages.seeChanges}
        </Link>
      )}
    </aside>
  );
}
