import { cartMessages } from './messages';
import { useOfflineCheckoutReady } from './use-offline-checkout-ready';
import styles from './cart-screen.module.css';

/** Offline, what 'REVISAR PEDIDO' leads to: the order kept on the device, or, when the device cannot build the checkout, that it needs the internet. */
export function OfflineReviewNote({ partnerId }: { partnerId: number }) {
  const ready = useOfflineCheckoutReady(partnerId);
  if (ready === undefined) return null;
  return (
    <p className={styles.note} role="note">
      {ready ? cartMessages.orderWaitsOnDevice : cartMessages.checkoutNeedsInternet}
    </p>
  );
}
