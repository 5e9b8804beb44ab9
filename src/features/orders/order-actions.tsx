import { Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import type { Order } from '../../domain/entities/orders';
import { canCancel, canChange, showCard, showPix } from '../../domain/order-card-rules';
import buttons from '../../ui/button.module.css';
import { FROM_ORDER_LIST } from './back-to-orders';
import { orderMessages } from './messages';
import styles from './order-card.module.css';

export type PaymentMethod = 'pix' | 'card';

export interface OrderActionHandlers {
  onCancel: (order: Order) => void;
  onEdit: (order: Order) => void;
  onPay: (order: Order, method: PaymentMethod) => void;
  onDownload: (order: Order) => void;
}

interface OrderActionsProps extends OrderActionHandlers {
  order: Order;
  partnerId: number;
}

/** The order card's actions, each offered only when the card rules allow it. */
export function OrderActions({ order, partnerId, onCancel, onEdit, onPay, onDownload }: OrderActionsProps) {
  const secondary = `${buttons.button} ${buttons.secondary}`;
  return (
    <div className={styles.actions}>
      <Link
        to={paths.orderDetail}
        search={{ id: order.id, order: order.number, [PARTNER_QUERY]: partnerId }}
        state={FROM_ORDER_LIST}
        className={`${buttons.button} ${buttons.primary}`}
      >
        {orderMessages.viewOrder}
      </Link>
      {canChange(order) && (
        <button type="button" className={secondary} onClick={() => onEdit(order)}>
          {orderMessages.edit}
        </button>
      )}
      {showPix(order) && (
        <button type="button" className={secondary} onClick={() => onPay(order, 'pix')}>
          {orderMessages.payPix}
        </button>
      )}
      {showCard(order) && (
        <button type="button" className={secondary} onClick={() => onPay(order, 'card')}>
          {orderMessages.payCard}
        </button>
      )}
      <button
        type="button"
        className={secondary}
        aria-label={orderMessages.downloadPdfLabel(order.number)}
        onClick={() => onDownload(order)}
      >
        {orderMessages.downloadPdf}
      </button>
      {canCancel(order) && (
        <button type="button" className={`${buttons.button} ${buttons.link}`} onClick={() => onCancel(order)}>
          {orderMessages.cancelOrder}
        </button>
      )}
    </div>
  );
}
