import { getRouteApi } from '@tanstack/react-router';
import type { OrderDetail } from '../../domain/entities/orders';
import { formatDate } from '../../domain/format';
import { canAddItemToCart, issueAlert } from '../../domain/order-card-rules';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import buttons from '../../ui/button.module.css';
import { useBackToOrders } from './back-to-orders';
import { EditDialogs } from './edit-dialogs';
import { orderMessages } from './messages';
import { OrderFacts } from './order-facts';
import { OrderInvoiceFacts } from './order-invoice';
import { OrderItemRow } from './order-item-row';
import { OrderStatusBadge } from './order-status';
import { OrderSummaryBody } from './order-summary-body';
import { OrderTotals } from './order-totals';
import { ShareOrder } from './share-order';
import { useEditOrder } from './use-edit-order';
import { useOrderDetail } from './use-order-detail';
import { useStoredOrder } from './use-orders';
import { useRepeatOrder } from './use-repeat-order';
import styles from './order-detail.module.css';

const route = getRouteApi('/shell/partner/detalhes-pedido');

function statusObservationLabel(detail: OrderDetail): string {
  return detail.status === 'Cancelado' ? orderMessages.cancelReason : orderMessages.distributorNote;
}

function OrderBody({ detail, partnerId }: { detail: OrderDetail; partnerId: number }) {
  const alert = issueAlert(detail);
  const canAdd = canAddItemToCart(detail.status);
  const issuesOf = (itemId: number) => detail.orderIssues.filter((issue) => issue.orderItemID === itemId);
  return (
    <>
      <OrderFacts
        facts={[
          { label: orderMessages.detailDate, value: formatDate(detail.createdAt) },
          { label: orderMessages.detailDelivery, value: formatDate(detail.deliveryExpected) },
          { label: orderMessages.detailStatus, value: <OrderStatusBadge status={detail.status} /> },
          ...(detail.statusObservation ? [{ label: statusObservationLabel(detail), value: detail.statusObservation }] : []),
          { label: orderMessages.address, value: detail.address },
          { label: orderMessages.purchaseOrder, value: detail.purchaseOrder || orderMessages.noPurchaseOrder },
          ...(detail.observations ? [{ label: orderMessages.observations, value: detail.observations }] : []),
        ]}
      />
      {alert && <p className={styles.alert}>{alert}</p>}
      <h2 className={styles.subtitle}>{orderMessages.items}</h2>
      <ul className={styles.items}>
        {detail.items.map((item) => (
          <OrderItemRow key={item.itemId} item={item} partnerId={partnerId} canAdd={canAdd} issues={issuesOf(item.itemId)} />
        ))}
      </ul>
      <OrderTotals detail={detail} />
      {detail.invoice && <OrderInvoiceFacts invoice={detail.invoice} />}
      <ShareOrder partnerId={partnerId} detail={detail} />
    </>
  );
}

/** '/detalhes-pedido': one order from the device; change it or repeat it. */
export function OrderDetailScreen() {
  const { partnerId, orderId } = route.useRouteContext();
  // the order number from the URL, shown while the detail loads
  const orderNumber = route.useSearch({ select: (search) => search.order }) ?? String(orderId);
  const back = useBackToOrders(partnerId);
  const { detail, error, offline } = useOrderDetail(orderId);
  // Without its detail on the device, the order still opens from the history's row.
  const summary = useStoredOrder(partnerId, orderId);
  const edit = useEditOrder(partnerId);
  const repeat = useRepeatOrder(partnerId);
  if (offline && summary === null) return <OfflineScreen />;

  return (
    <section className={styles.screen} aria-labelledby="order-detail-title">
      <ScreenHeading id="order-detail-title" onBack={back}>
        {orderMessages.detailTitle(detail?.number ?? summary?.number ?? orderNumber)}
      </ScreenHeading>
      {error && <p role="alert" className={styles.error}>{error}</p>}
      {!error && !detail && !summary && <p role="status">{orderMessages.loadingOrder}</p>}
      {!error && !detail && summary && <OrderSummaryBody order={summary} offline={offline} />}
      {!error && detail && <OrderBody detail={detail} partnerId={partnerId} />}
      {!error && detail && (
        <div className={styles.bottom}>
          {detail.canEdit ? (
            <button type="button" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} disabled={edit.busy} onClick={() => void edit.edit(orderId)}>
              {orderMessages.editOrder}
            </button>
          ) : (
            <button type="button" className={`${buttons.button} ${buttons.accent} ${buttons.block}`} disabled={repeat.busy} onClick={() => void repeat.repeat(orderId)}>
              {orderMessages.repeatOrder}
            </button>
          )}
        </div>
      )}
      <EditDialogs state={edit} />
    </section>
  );
}
