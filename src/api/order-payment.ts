import type { OrderPayment } from '../domain/entities/payments';
import { request } from './client';

/** The order's payment state: its active PIX charge and latest card attempt; never starts one. */
export function fetchOrderPayment(orderId: number): Promise<OrderPayment> {
  return request<OrderPayment>('get', `/payment/order/${orderId}`);
}
