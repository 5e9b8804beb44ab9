import type { Cart, CartItemUpdate } from '../domain/entities/cart';
import { request } from './client';

export function fetchCart(partnerId: number): Promise<Cart> {
  return request<Cart>('get', `/v2/cart/${partnerId}`, { partnerId });
}

export function putCartItem(partnerId: number, cartId: number, update: CartItemUpdate, idempotencyKey?: string): Promise<Cart> {
  return request<Cart>('put', `/v2/cart/${cartId}/item`, { partnerId, json: update, idempotencyKey });
}

export function deleteCartItem(partnerId: number, cartId: number, productId: number, idempotencyKey?: string): Promise<Cart> {
  return request<Cart>('delete', `/v2/cart/${cartId}/item/${productId}`, { partnerId, idempotencyKey });
}

/** Empties the cart and ends the edit of an order ('CANCELAR ALTERAÇÕES'). */
export function deleteCart(partnerId: number, cartId: number): Promise<void> {
  return request<void>('delete', `/v2/cart/${cartId}`, { partnerId });
}
