import type { PixCharge, PixPaymentStatus } from '../domain/entities/payments';
import { request } from './client';

/** Starts or reads the order's charge; `ready` is false while the server is still generating it. */
export function postPixCharge(orderId: number, idempotencyKey: string): Promise<PixCharge> {
  return request<PixCharge>('post', `/pix/cob/${orderId}`, { idempotencyKey });
}

export function fetchPixStatus(orderId: number): Promise<PixPaymentStatus> {
  return request<PixPaymentStatus>('get', `/pix/payment/status/${orderId}`);
}
