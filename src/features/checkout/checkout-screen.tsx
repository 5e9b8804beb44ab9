import { Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import buttons from '../../ui/button.module.css';
import { useBack } from '../../ui/back';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { usePartnerId } from '../partners/use-partner-id';
import { CheckoutForm } from './checkout-form';
import { checkoutMessages } from './messages';
import { useEditingOrder } from './use-editing-order';
import { useCheckoutLoad } from './use-checkout-load';
import styles from './checkout-screen.module.css';

/**
 * '/finalizar-pedido': priced by the server; offline, estimated on the device and queued when the partner's
 * conditions were seen before, else the offline screen (docs/decisions/0136-orders-finished-offline.md).
 */
export function CheckoutScreen() {
  const partnerId = usePartnerId();
  const back = useBack(partnerId);
  const { load } = useCheckoutLoad(partnerId);
  // Before the server answers, the stored cart tells whether an order is being changed.
  const editing = useEditingOrder(partnerId);
  const title = editing ? checkoutMessages.editingTitle : checkoutMessages.title;

  if (load.status === 'offline') return <OfflineScreen />;
  if (load.status === 'loading') {
    return (
      <div className={styles.screen}>
        <ScreenHeading onBack={back}>{title}</ScreenHeading>
        <p role="status" aria-busy="true">
          {checkoutMessages.loading}
        </p>
      </div>
    );
  }
  if (load.status === 'queued') {
    return (
      <div className={styles.screen}>
        <ScreenHeading onBack={back}>{title}</ScreenHeading>
        <p role="alert">{checkoutMessages.queuedElsewhere}</p>
        <Link to={paths.orderHistory} search={{ [PARTNER_QUERY]: partnerId }} className={`${buttons.button} ${buttons.primary}`}>
          {checkoutMessages.goToOrders}
        </Link>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className={styles.screen}>
        <ScreenHeading onBack={back}>{title}</ScreenHeading>
        <p role="alert">{load.message || checkoutMessages.cartNotFound}</p>
        <Link to={paths.cart} search={{ [PARTNER_QUERY]: partnerId }} className={`${buttons.button} ${buttons.primary}`}>
          {checkoutMessages.backToCart}
        </Link>
      </div>
    );
  }
  return <CheckoutForm partnerId={partnerId} initial={load.checkout} conditions={load.conditions} offline={load.offline} />;
}
