import { useEffect, useState } from 'react';
import { isPixPaid } from '../../sync/actions/payments';

/** [commerce §9] while a code is shown, the payment is checked every 5 s. */
const PIX_PAID_POLL_MS = 5000;

export function usePixPaid(orderId: number, active: boolean): boolean {
  const [paid, setPaid] = useState(false);
  useEffect(() => {
    if (!active || paid) return;
    let stopped = false;
    const id = setInterval(() => {
      isPixPaid(orderId).then(
        (done) => !stopped && done && setPaid(true),
        // A failed check is asked again at the next tick.
        () => undefined,
      );
    }, PIX_PAID_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, [orderId, active, paid]);
  return paid;
}
