import type { Checkout, CheckoutConditions, CheckoutUpdate, CompleteOrderRequest, CompleteOrderResponse } from '../domain/entities/checkout';
import { request } from './client';

export function fetchCheckout(partnerId: number): Promise<Checkout> {
  return request<Checkout>('get', '/v2/checkout', { partnerId });
}

export function fetchCheckoutConditions(partnerId: number, cartId: number): Promise<CheckoutConditions> {
  return request<CheckoutConditions>('get', `/v2/checkout/${cartId}/conditions`, { partnerId });
}

export function postCheckoutUpdate(partnerId: number, cartId: number, update: CheckoutUpdate): Promise<Checkout> {
  return request<Checkout>('post', `/v2/checkout/v2/${cartId}`, { partnerId, json: update });
}

/** Creates the order, or updates the one the cart is editing; the key makes a retry create nothing new. */
export function postOrder(partnerId: number, order: CompleteOrderRequest, idempotencyKey: string): Promise<CompleteOrderResponse> {
  return request<CompleteOrderResponse>('post', '/v2/orders', { partnerId, json: order, idempotencyKey });
}
