import { useCallback, useEffect, useState } from 'react';
import type { Checkout, CheckoutConditions } from '../../domain/entities/checkout';
import { loadCheckout } from '../../sync/actions/checkout';
import { isNetworkFailure, serverMessage } from './errors';

type CheckoutLoad =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'ready'; checkout: Checkout; conditions: CheckoutConditions };

/** The checkout needs the server: offline (or unreachable) it is the offline screen. */
export function useCheckoutLoad(partnerId: number): { load: CheckoutLoad; retry: () => void } {
  const [load, setLoad] = useState<CheckoutLoad>(() =>
    navigator.onLine ? { status: 'loading' } : { status: 'offline' },
  );
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    if (!navigator.onLine) {
      setLoad({ status: 'offline' });
    } else {
      setLoad({ status: 'loading' });
      // loadCheckout sends the outbox first, so the server prices the cart the user saw.
      loadCheckout(partnerId).then(
        ({ checkout, conditions }) => live && setLoad({ status: 'ready', checkout, conditions }),
        (error: unknown) => {
          if (!live) return;
          if (isNetworkFailure(error)) setLoad({ status: 'offline' });
          else setLoad({ status: 'error', message: serverMessage(error) });
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
