import { Navigate, useSearch } from '@tanstack/react-router';
import { OrderDetailScreen } from '../../features/orders/order-detail-screen';
import { parsePartnerId } from '../guards';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { validateOrderDetailSearch } from './order-search';

/** Without an order id there is nothing to show: the history opens instead. */
export function OrderDetailRoute() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const partnerId = parsePartnerId(search[PARTNER_QUERY]);
  if (partnerId === undefined) return null;
  const { id, order } = validateOrderDetailSearch(search);
  if (id === undefined) return <Navigate to={paths.orderHistory} search={{ [PARTNER_QUERY]: partnerId }} replace />;
  return <OrderDetailScreen key={id} partnerId={partnerId} orderId={id} orderNumber={order ?? String(id)} />;
}
