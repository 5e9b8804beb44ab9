import { useEffect, useState } from 'react';
import type { OrderPayment } from '../../domain/entities/payments';
import { loadOrderPayment } from '../../sync/actions/payments';

/**
 * The order's payment as the server has it, read once when the screen opens (and again when
 * the connection returns): undefined while reading, null when it could not be read (the
 * screen then starts as new, and the server still refuses a second payment).
 */
export function useOrderPayment(orderId: number, online: boolean): OrderPayment | null | undefined {
  const [payment, setPayment] = useState<OrderPayment | null | undefined>(undefined);
  useEffect(() => {
    if (!online) return;
    let stopped = false;
    loadOrderPayment(orderId).then(
      (loaded) => !stopped && setPayment(loaded),
      () => !stopped && setPayment((known) => known ?? null),
    );
    return () => {
      stopped = true;
    };
  }, [orderId, online]);
  return payment;
}
