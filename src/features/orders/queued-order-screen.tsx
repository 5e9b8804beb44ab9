import { getRouteApi, Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import type { PlaceOrderCommand } from '../../db/user-db';
import { formatBrl, formatDate, formatDateTime } from '../../domain/format';
import { ScreenHeading } from '../../ui/screen-heading';
import buttons from '../../ui/button.module.css';
import { useBackToOrders } from './back-to-orders';
import { orderMessages } from './messages';
import { OrderFacts } from './order-facts';
import { planText, TotalRow, TotalsSection } from './order-totals';
import { queuedOrderMessages as m } from './queued-messages';
import { QueuedItemRow } from './queued-item-row';
import { QueuedOrderReview } from './queued-order-review';
import { QueuedStateBadge } from './queued-state';
import { useQueuedOrderActions } from './use-queued-order-actions';
import { useQueuedOrder, type QueuedOrder } from './use-queued-orders';
import styles from './order-detail.module.css';

const route = getRouteApi('/shell/partner/pedido-aguardando');

function QueuedTotals({ command }: { command: PlaceOrderCommand }) {
  const { payment } = command;
  return (
    <TotalsSection>
      <TotalRow label={orderMessages.subtotal} value={formatBrl(payment.totalBeforeDiscount)} />
      <TotalRow label={orderMessages.deliveryFee} value={formatBrl(payment.deliveryFee)} />
      {payment.totalMarginVariableWeight > 0 && (
        <TotalRow label={orderMessages.variableWeightMargin} value={formatBrl(payment.totalMarginVariableWeight)} />
      )}
      <TotalRow label={orderMessages.total} value={formatBrl(payment.totalPayment)} strong />
      <TotalRow label={orderMessages.paymentPlan} value={planText(command.request.payment.name ?? m.chosen, payment.parcels, payment.parcelValue)} />
    </TotalsSection>
  );
}

function QueuedOrderBody({ order, partnerId }: { order: QueuedOrder; partnerId: number }) {
  const { summary, command } = order;
  const actions = useQueuedOrderActions(partnerId);
  const { request } = command;
  return (
    <>
      <OrderFacts
        facts={[
          { label: m.columns.queuedAt, value: formatDateTime(new Date(summary.queuedAt)) },
          { label: m.columns.state, value: <QueuedStateBadge state={summary.state} /> },
          { label: m.dateRow, value: formatDate(request.deliveryDate) },
          ...(command.address ? [{ label: m.addressRow, value: command.address }] : []),
          { label: orderMessages.purchaseOrder, value: request.purchaseOrder || orderMessages.noPurchaseOrder },
          ...(request.observations ? [{ label: orderMessages.observations, value: request.observations }] : []),
        ]}
      />
      {summary.state === 'review' && <QueuedOrderReview command={command} actions={actions} />}
      <h2 className={styles.subtitle}>{orderMessages.items}</h2>
      <ul className={styles.items}>
        {command.items.map((item) => (
          <QueuedItemRow key={`${item.productId}-${item.productPackageId}`} item={item} />
        ))}
      </ul>
      <QueuedTotals command={command} />
    </>
  );
}

/** '/pedido-aguardando': an order finished offline, as it was finished, from the device alone. */
export function QueuedOrderScreen() {
  const { partnerId } = route.useRouteContext();
  const orderId = route.useSearch({ select: (search) => search.id });
  const back = useBackToOrders(partnerId);
  const order = useQueuedOrder(partnerId, orderId);
  return (
    <section className={styles.screen} aria-labelledby="queued-order-title">
      <ScreenHeading id="queued-order-title" onBack={back}>
        {m.title}
      </ScreenHeading>
      {order && <QueuedOrderBody order={order} partnerId={partnerId} />}
      {order === null && (
        <>
          <p>{m.gone}</p>
          <Link to={paths.orderHistory} search={{ [PARTNER_QUERY]: partnerId }} className={`${buttons.button} ${buttons.primary}`}>
            {m.goToOrders}
          </Link>
        </>
      )}
    </section>
  );
}
