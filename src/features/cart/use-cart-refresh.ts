import { useEffect } from 'react';
import { ApiError } from '../../api/errors';
import { pullCatalogue, refreshCart } from '../../sync/refresh';
import { showToast } from '../../ui/toast';
import { cartMessages } from './messages';

/** A load the server refused (not a missing connection, not a signed-out 401). */
function isServerRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status !== 401;
}

/**
 * Stale-while-revalidate for the cart: it renders from the device at once, is refreshed
 * on mount, focus and reconnection, and pulls the catalogue when a product is missing.
 */
export function useCartRefresh(partnerId: number, missingProducts: boolean): void {
  useEffect(() => {
    let busy = false;
    const refresh = () => {
      if (busy) return;
      busy = true;
      refreshCart(partnerId)
        .catch((error: unknown) => {
          if (isServerRefusal(error)) showToast(cartMessages.loadError);
        })
        .finally(() => {
          busy = false;
        });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    window.addEventListener('focus', refresh);
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [partnerId]);

  useEffect(() => {
    // Offline or failing: the minimal row stays until a later pull brings the product.
    if (missingProducts) void pullCatalogue(partnerId).catch(() => undefined);
  }, [partnerId, missingProducts]);
}
