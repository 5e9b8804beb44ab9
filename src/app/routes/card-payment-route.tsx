import { Navigate, useSearch } from '@tanstack/react-router';
import { CardPaymentScreen } from '../../features/payments/card-payment-screen';
import { parsePartnerId } from '../guards';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { validatePaymentSearch } from './order-search';

/** Without an order id there is nothing to pay: the history opens instead. */
export function CardPaymentRoute() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const partnerId = parsePartnerId(search[PARTNER_QUERY]);
  if (partnerId === undefined) return null;
  const { orderId } = validatePaymentSearch(search);
  if (orderId === undefined) return <Navigate to={paths.orderHistory} search={{ [PARTNER_QUERY]: partnerId }} replace />;
  return <CardPaymentScreen key={orderId} partnerId={partnerId} orderId={orderId} />;
}
