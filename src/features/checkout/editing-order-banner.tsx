import { Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { useEditingOrderNumber } from './use-editing-order';
import styles from './editing-order-banner.module.css';

interface EditingOrderBannerProps {
  partnerId: number;
  /** away from the cart, a link to it */
  linkToCart?: boolean;
}

// Its own texts: the home shows this banner, and the checkout's texts are the checkout screen's.
const editingMessages = {
  banner: (number: string) => `Você está alterando o pedido n° ${number}. O que mudar no carrinho vale para esse pedido.`,
  label: (number: string) => `Alterando pedido n° ${number}`,
  seeChanges: 'Ver alterações',
} as const;

/** While an order is being changed, the screens that add to it say which one. */
export function EditingOrderBanner({ partnerId, linkToCart = false }: EditingOrderBannerProps) {
  const number = useEditingOrderNumber(partnerId);
  if (!number) return null;
  return (
    <aside className={styles.banner} aria-label={editingMessages.label(number)}>
      <p>{editingMessages.banner(number)}</p>
      {linkToCart && (
        <Link to={paths.cart} search={{ [PARTNER_QUERY]: partnerId }} className={styles.link}>
          {editingMessages.seeChanges}
        </Link>
      )}
    </aside>
  );
}
