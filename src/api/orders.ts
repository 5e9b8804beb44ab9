import type { Cart } from '../domain/entities/cart';
import type { CreditBalance, Order, OrderDetail } from '../domain/entities/orders';
import { request, requestBlob } from './client';

export function fetchOrders(partnerId: number): Promise<Order[]> {
  return request<Order[]>('get', `/v2/orders/history/${partnerId}`, { partnerId });
}

export function fetchOrder(orderId: number, priority?: RequestPriority): Promise<OrderDetail> {
  return request<OrderDetail>('get', `/v2/orders/${orderId}`, { priority });
}

export function deleteOrder(partnerId: number, orderId: number): Promise<void> {
  return request<void>('delete', `/v2/orders/${orderId}`, { partnerId });
}

/** Loads the order into the partner's cart (orderNumber set); 423 while the cart holds other items. */
export function putEnableEdit(partnerId: number, orderId: number, cleanCurrentCart: boolean): Promise<Cart> {
  return request<Cart>('put', `/v2/orders/${orderId}/enableEdit`, { partnerId, searchParams: { cleanCurrentCart } });
}

export function postRepeatOrder(partnerId: number, orderId: number, idempotencyKey: string): Promise<Cart> {
  return request<Cart>('post', `/v2/orders/${orderId}/repeat`, { partnerId, idempotencyKey });
}

/** The order summary PDF. */
export function fetchOrderSummary(orderId: number): Promise<Blob> {
  return requestBlob(`/v2/orders/generate-order-summary/${orderId}`);
}

export function fetchCreditBalance(orderId: number): Promise<CreditBalance> {
  return request<CreditBalance>('get', `/v2/orders/balance/credit/${orderId}`);
}
