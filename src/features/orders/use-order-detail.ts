import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { ApiError, HTTP_STATUS } from '../../api/errors';
import { userDb } from '../../db/user-db';
import type { OrderDetail } from '../../domain/entities/orders';
import { refreshOrderDetail } from '../../sync/pulls/orders';
import { isOrderNotFoundMessage, orderMessages } from './messages';
import { useServerRefresh } from '../../ui/use-server-refresh';

interface OrderDetailView {
  /** undefined until the first read, null when the device does not hold it */
  detail: OrderDetail | null | undefined;
  /** the load error to show instead of the order */
  error: string | null;
  /** the refresh failed for lack of a connection */
  offline: boolean;
}

/** [commerce §8] a 404 'Pedido … não encontrado.' is shown as is, anything else generically. */
function loadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === HTTP_STATUS.notFound && isOrderNotFoundMessage(error.body.message)) {
    return error.body.message;
  }
  return orderMessages.loadFailed;
}

/** One order's detail from the device, refreshed from the server on mount, focus and online. */
export function useOrderDetail(orderId: number): OrderDetailView {
  const [failure, setFailure] = useState<{ text: string; notFound: boolean; network: boolean } | null>(null);
  useServerRefresh(
    `order-${orderId}`,
    async () => {
      await refreshOrderDetail(orderId);
      setFailure(null);
    },
    (error) =>
      setFailure({
        text: loadErrorText(error),
        notFound: error instanceof ApiError && error.status === HTTP_STATUS.notFound,
        network: error instanceof ApiError && error.kind === 'network',
      }),
  );
  const detail = useLiveQuery(async () => (await userDb().orderDetails.get(orderId)) ?? null, [orderId]);
  // A stored order stays readable when only the connection failed; a 404 always shows.
  const error = failure && (failure.notFound || (detail === null && !failure.network)) ? failure.text : null;
  return { detail, error, offline: failure?.network === true && detail === null };
}
