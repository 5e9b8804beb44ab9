// Checkout needs the server (the screens say so offline): nothing here is queued.
import {
  fetchCheckout, fetchCheckoutConditions, postCheckoutUpdate, postOrder,
} from '../../api/checkout';
import type { Checkout, CheckoutConditions, CheckoutUpdate, CompleteOrderRequest, CompleteOrderResponse } from '../../domain/entities/checkout';
import { userDb } from '../../db/user-db';
import { flushNow } from '../engine/flusher';
import { clearLocalCart, refreshCart } from '../pulls/cart';
import { refreshOrders } from '../pulls/orders';

/** Sends queued cart changes first, so the review shows the cart the screen showed. */
export async function loadCheckout(partnerId: number): Promise<{ checkout: Checkout; conditions: CheckoutConditions }> {
  await flushNow();
  const checkout = await fetchCheckout(partnerId);
  const conditions = await fetchCheckoutConditions(partnerId, checkout.cartId);
  return { checkout, conditions };
}

export function updateCheckout(partnerId: number, cartId: number, update: CheckoutUpdate): Promise<Checkout> {
  return postCheckoutUpdate(partnerId, cartId, update);
}

/**
 * `idempotencyKey` is made once per attempt by the caller and reused on a retry or a
 * double tap, so the server creates one order. Rejects with the server's ApiError.
 */
export async function finishOrder(partnerId: number, request: CompleteOrderRequest, idempotencyKey: string): Promise<CompleteOrderResponse> {
  await flushNow();
  const response = await postOrder(partnerId, request, idempotencyKey);
  await clearLocalCart(userDb(), partnerId);
  // Not awaited: the success modal must not wait on two more round trips over a slow network.
  void refreshCart(partnerId).catch(() => undefined);
  void refreshOrders(partnerId).catch(() => undefined);
  return response;
}
