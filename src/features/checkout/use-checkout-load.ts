import { useCallback, useEffect, useState } from 'react';
import type { Checkout, CheckoutConditions } from '../../domain/entities/checkout';
import { loadCheckout, QueuedOrderWaitingError } from '../../sync/actions/checkout';
import { loadOfflineCheckout, type OfflineCheckout } from '../../sync/actions/offline-checkout';
import { isNetworkFailure, serverMessage } from './errors';

type CheckoutLoad =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'queued' }
  | { status: 'error'; message: string }
  | { status: 'ready'; checkout: Checkout; conditions: CheckoutConditions; offline: OfflineCheckout | null };

/** Offline: the checkout from the device when its conditions were seen online before, else the offline screen. */
async function fromDevice(partnerId: number): Promise<CheckoutLoad> {
  const offline = await loadOfflineCheckout(partnerId).catch(() => null);
  return offline ? { status: 'ready', checkout: offline.checkout, conditions: offline.conditions, offline } : { status: 'offline' };
}

/** The server's checkout online; offline (or unreachable), the device's estimate of it. */
export function useCheckoutLoad(partnerId: number): { load: CheckoutLoad; retry: () => void } {
  const [load, setLoad] = useState<CheckoutLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    const show = (next: CheckoutLoad) => live && setLoad(next);
    setLoad({ status: 'loading' });
    if (!navigator.onLine) {
      void fromDevice(partnerId).then(show);
    } else {
      // loadCheckout sends the outbox first, so the server prices the cart the user saw.
      loadCheckout(partnerId).then(
        ({ checkout, conditions }) => show({ status: 'ready', checkout, conditions, offline: null }),
        (error: unknown) => {
          if (error instanceof QueuedOrderWaitingError) show({ status: 'queued' });
          else if (isNetworkFailure(error)) void fromDevice(partnerId).then(show);
          else show({ status: 'error', message: serverMessage(error) });
        },
      );
    }
    return () => {
      live = false;
    };
  }, [partnerId, attempt]);

  const offline = load.status === 'offline';
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);

  return { load, retry };
}
