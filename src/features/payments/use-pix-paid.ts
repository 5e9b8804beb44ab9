import { useEffect, useState } from 'react';
import { isPixPaid } from '../../sync/actions/payments';

/** [commerce §9] while a code is shown, the payment is checked every 5 s. */
const PIX_PAID_POLL_MS = 5000;

/**
 * `waiting` while the code can be paid; once it expired, `checking` until the last check
 * answered, then `expired`; `paid` as soon as a check says so.
 */
export type PixPaidState = 'waiting' | 'checking' | 'expired' | 'paid';

export function usePixPaid(orderId: number, expired: boolean): PixPaidState {
  const [paid, setPaid] = useState(false);
  const [lastChecked, setLastChecked] = useState(false);
  useEffect(() => {
    if (paid) return undefined;
    let stopped = false;
    // A failed check is asked again at the next tick.
    const check = () => isPixPaid(orderId).then((done) => !stopped && done && setPaid(true), () => undefined);
    if (expired) {
      // Once more at expiry: a payment made after the last tick is received, and a new code
      // is never asked for an order already paid.
      void check().finally(() => !stopped && setLastChecked(true));
      return () => {
        stopped = true;
      };
    }
    const id = setInterval(() => void check(), PIX_PAID_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, [orderId, expired, paid]);
  if (paid) return 'paid';
  if (!expired) return 'waiting';
  return lastChecked ? 'expired' : 'checking';
}
