// Card payments go straight to the server: never queued offline, never stored on the
// device, never logged (DECISIONS.md). Nothing here may touch Dexie or localStorage.
import { fetchCardPayment, postCardPayment } from '../api/card-payments';
import type { CardPaymentRequest, CardPaymentStatus } from '../domain/entities/payments';

/** 202 with status 0 (authorising); poll `cardPaymentStatus` for the outcome. */
export function submitCardPayment(request: CardPaymentRequest, idempotencyKey: string): Promise<CardPaymentStatus> {
  return postCardPayment(request, idempotencyKey);
}

export function cardPaymentStatus(orderId: number): Promise<CardPaymentStatus> {
  return fetchCardPayment(orderId);
}
