import { cartMessages } from './messages';
import { useCheckoutKept } from './use-checkout-kept';
import styles from './cart-screen.module.css';

interface OfflineReviewNoteProps {
  partnerId: number;
  /** an order being changed: its review needs the server */
  editing: boolean;
}

/** Offline, what 'REVISAR PEDIDO' leads to: the order kept on the device, or, without the conditions or while changing an order, that it needs the internet. */
export function OfflineReviewNote({ partnerId, editing }: OfflineReviewNoteProps) {
  const kept = useCheckoutKept(partnerId);
  if (kept === undefined) return null;
  return (
    <p className={styles.note} role="note">
      {kept && !editing ? cartMessages.orderWaitsOnDevice : cartMessages.checkoutNeedsInternet}
    </p>
  );
}
