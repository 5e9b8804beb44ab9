import { useSearch } from '@tanstack/react-router';
import { CartScreen } from '../../features/cart/cart-screen';
import { parsePartnerId } from '../guards';
import { PARTNER_QUERY } from '../../config/paths';

/** The partner guard has put a valid `parceiro` in the URL before this renders. */
export function CartRoute() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const partnerId = parsePartnerId(search[PARTNER_QUERY]);
  if (partnerId === undefined) return null;
  return <CartScreen key={partnerId} partnerId={partnerId} />;
}
