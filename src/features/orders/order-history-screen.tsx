import { useState } from 'react';
import type { Order } from '../../domain/entities/orders';
import { keepRecentOrderDetails, refreshOrders } from '../../sync/pulls/orders';
import { BalanceDialog, type PaymentChoice } from './balance-dialog';
import { CancelDialog } from './cancel-dialog';
import { downloadSummary } from './download-summary';
import { EditDialogs } from './edit-dialogs';
import { orderMessages } from './messages';
import type { PaymentMethod } from './order-actions';
import { OrderCard } from './order-card';
import { QueuedOrderCard } from './queued-order-card';
import { queuedOrderMessages } from './queued-messages';
import { requireOnline } from './needs-server';
import { useCancelOrder } from './use-cancel-order';
import { useEditOrder } from './use-edit-order';
import { MonthSpent } from './month-spent';
import { useOrders } from './use-orders';
import { useQueuedOrderActions } from './use-queued-order-actions';
import { useQueuedOrders } from './use-queued-orders';
import { useBack } from '../../ui/back';
import { ScreenHeading } from '../../ui/screen-heading';
import { useServerRefresh } from '../../ui/use-server-refresh';
import { SCROLL_SAVE_MS, useScrollMemory } from '../../ui/use-scroll-memory';
import { scrollPositions } from '../../db/scroll-positions';
import { PushOffer } from '../notifications/push-offer';
import { usePartnerId } from '../partners/use-partner-id';
import styles from './order-history.module.css';

/** '/historico-pedidos': orders finished offline and not placed yet first, then the partner's orders from the device. */
export function OrderHistoryScreen() {
  const partnerId = usePartnerId();
  const back = useBack(partnerId);
  useServerRefresh(`orders-${partnerId}`, async () => {
    await refreshOrders(partnerId);
    // After the list and never in its way: the newest orders' details, so they open offline too.
    void keepRecentOrderDetails(partnerId).catch(() => undefined);
  });
  const orders = useOrders(partnerId);
  const queued = useQueuedOrders(partnerId);
  const queuedActions = useQueuedOrderActions(partnerId);
  // [checklist H-23] back on the list, the user is where they left it, once the orders are there.
  useScrollMemory(`orders:${partnerId}`, { store: scrollPositions, ready: orders !== undefined, saveAfterMs: SCROLL_SAVE_MS.list });
  const cancel = useCancelOrder(partnerId);
  const edit = useEditOrder(partnerId);
  const [payment, setPayment] = useState<PaymentChoice | null>(null);

  const onPay = (order: Order, method: PaymentMethod) => {
    if (requireOnline()) setPayment({ orderId: order.id, method });
  };

  return (
    <section className={styles.screen} aria-labelledby="order-history-title">
      <ScreenHeading id="order-history-title" onBack={back}>
        {orderMessages.historyTitle}
      </ScreenHeading>
      <PushOffer />
      {orders === undefined && <p role="status">{orderMessages.loading}</p>}
      {queued.length > 0 && (
        <ul className={styles.list} aria-label={queuedOrderMessages.listLabel}>
          {queued.map((order) => (
            <li key={order.summary.orderId}>
              <QueuedOrderCard order={order} actions={queuedActions} />
            </li>
          ))}
        </ul>
      )}
      {orders?.length === 0 && queued.length === 0 && <p className={styles.empty}>{orderMessages.empty}</p>}
      {orders && orders.length > 0 && <MonthSpent partnerId={partnerId} orders={orders} />}
      {orders && orders.length > 0 && (
        <ul className={styles.list} aria-label={orderMessages.ordersList}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                partnerId={partnerId}
                onCancel={cancel.ask}
                onEdit={(o) => void edit.edit(o.id)}
                onPay={onPay}
                onDownload={(o) => void downloadSummary(o)}
              />
            </li>
          ))}
        </ul>
      )}
      <CancelDialog state={cancel} />
      <EditDialogs state={edit} />
      <BalanceDialog choice={payment} partnerId={partnerId} onClose={() => setPayment(null)} />
    </section>
  );
}
