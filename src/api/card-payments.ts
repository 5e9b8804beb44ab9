import type { CardPaymentRequest, CardPaymentStatus } from '../domain/entities/payments';
import { request } from './client';

export function postCardPayment(payment: CardPaymentRequest, idempotencyKey: string): Promise<CardPaymentStatus> {
  return request<CardPaymentStatus>('post', '/cardpayment', { json: payment, idempotencyKey });
}

/** The order's latest card payment attempt. */
export function fetchCardPayment(orderId: number): Promise<CardPaymentStatus> {
  return request<CardPaymentStatus>('get', `/cardpayment/${orderId}`);
}
