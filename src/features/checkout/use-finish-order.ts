import { useRef } from 'react';
import { v4 as uuidv4 } from 'uuid';
import type { CompleteOrderRequest, CompleteOrderResponse } from '../../domain/entities/checkout';
import { finishOrder } from '../../sync/actions/checkout';
import { isNetworkFailure } from './errors';

/**
 * One Idempotency-Key per finish attempt: kept when no answer came back (the order may
 * exist, so a second tap must not make another), renewed after any definite answer.
 */
export function useFinishOrder(partnerId: number) {
  const key = useRef<string | null>(null);

  const finish = async (request: CompleteOrderRequest): Promise<CompleteOrderResponse> => {
    key.current ??= uuidv4();
    try {
      const result = await finishOrder(partnerId, request, key.current);
      key.current = null;
      return result;
    } catch (error) {
      if (!isNetworkFailure(error)) key.current = null;
      throw error;
    }
  };

  return { finish };
}
