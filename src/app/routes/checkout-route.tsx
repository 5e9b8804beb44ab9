import { useSearch } from '@tanstack/react-router';
import { CheckoutScreen } from '../../features/checkout/checkout-screen';
import { parsePartnerId } from '../guards';
import { PARTNER_QUERY } from '../../config/paths';

/** The partner guard has put a valid `parceiro` in the URL before this renders. */
export function CheckoutRoute() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const partnerId = parsePartnerId(search[PARTNER_QUERY]);
  if (partnerId === undefined) return null;
  return <CheckoutScreen key={partnerId} partnerId={partnerId} />;
}
