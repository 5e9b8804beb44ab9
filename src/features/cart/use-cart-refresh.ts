import { useEffect } from 'react';
import { ApiError } from '../../api/errors';
import { pullCatalogue } from '../../sync/pulls/catalogue';
import { refreshCart } from '../../sync/pulls/cart';
import { showToast } from '../../ui/toast';
import { useServerRefresh } from '../../ui/use-server-refresh';
import { cartMessages } from './messages';

/** A load the server refused (not a missing connection, not a signed-out 401). */
function isServerRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status !== 401;
}

/** The cart renders from the device at once; this refreshes it and pulls missing products. */
export function useCartRefresh(partnerId: number, missingProducts: boolean): void {
  useServerRefresh(
    `cart-${partnerId}`,
    () => refreshCart(partnerId),
    (error) => {
      if (isServerRefusal(error)) showToast(cartMessages.loadError);
    },
  );

  useEffect(() => {
    // Offline or failing: the minimal row stays until a later pull brings the product.
    if (missingProducts) void pullCatalogue(partnerId).catch(() => undefined);
  }, [partnerId, missingProducts]);
}
