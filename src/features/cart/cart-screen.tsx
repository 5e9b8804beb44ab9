import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { cartRestrictions } from '../../domain/cart-restrictions';
import { useBack } from '../../ui/back';
import buttons from '../../ui/button.module.css';
import { IssueBanners } from '../../ui/issue-banners';
import { IssuesDialog } from '../../ui/issues-dialog';
import { ScreenHeading } from '../../ui/screen-heading';
import { EditingOrderBanner } from '../checkout/editing-order-banner';
import { usePartnerId } from '../partners/use-partner-id';
import { CartItems } from './cart-items';
import { estimateCart, hasImpeditiveItem } from './cart-estimate';
import { CartSummary } from './cart-summary';
import { cartMessages } from './messages';
import { useCartLines } from './use-cart-lines';
import { useCartRefresh } from './use-cart-refresh';
import { ShareCart } from './share-cart';
import { ViewOnlyDialog } from './view-only-dialog';
import styles from './cart-screen.module.css';

/** '/carrinho': rendered from the device's database, refreshed in the background. */
export function CartScreen() {
  const partnerId = usePartnerId();
  const back = useBack(partnerId);
  const view = useCartLines(partnerId);
  const lines = view?.lines ?? [];
  useCartRefresh(partnerId, lines.some((line) => line.product === null));
  const [issuesClosed, setIssuesClosed] = useState(false);

  const cart = view?.cart ?? null;
  const estimate = estimateCart(lines);
  const orderNumber = cart?.orderNumber ?? null;
  const { viewOnly, locked, readOnly } = cartRestrictions(cart);

  return (
    <div className={styles.screen}>
      <ScreenHeading onBack={back}>{orderNumber ? cartMessages.editingTitle(orderNumber) : cartMessages.title}</ScreenHeading>
      <EditingOrderBanner partnerId={partnerId} />
      <IssueBanners issues={cart?.issues ?? []} />
      {view !== undefined && lines.length === 0 && (
        <div className={styles.empty}>
          <p>{cartMessages.empty}</p>
          <Link to={paths.home} search={{ [PARTNER_QUERY]: partnerId }} className={`${buttons.button} ${buttons.primary}`}>
            {cartMessages.goShopping}
          </Link>
        </div>
      )}
      {/* Also when empty: the line just removed keeps its 'Desfazer'. */}
      {view !== undefined && <CartItems partnerId={partnerId} lines={lines} readOnly={readOnly} />}
      {view !== undefined && (
        <CartSummary
          partnerId={partnerId}
          itemCount={lines.length}
          estimate={estimate}
          editing={orderNumber !== null}
          reviewBlocked={readOnly || hasImpeditiveItem(lines)}
        />
      )}
      {lines.length > 0 && <ShareCart partnerId={partnerId} lines={lines} estimate={estimate} />}
      <ViewOnlyDialog viewOnly={viewOnly} />
      <IssuesDialog open={locked && !issuesClosed} issues={cart?.issues ?? []} onClose={() => setIssuesClosed(true)} />
    </div>
  );
}
