// Checkout with the server. Offline, an order is queued instead (`commands/place-order.ts`, `offline-checkout.ts`).
import {
  fetchCheckout, fetchCheckoutConditions, postCheckoutUpdate, postOrder,
} from '../../api/checkout';
import type { Checkout, CheckoutConditions, CheckoutUpdate, CompleteOrderRequest, CompleteOrderResponse } from '../../domain/entities/checkout';
import { userDb } from '../../db/user-db';
import { cartItemCommand } from '../commands/cart-item';
import { flushOutboxNow } from '../commands/load-commands';
import { clearLocalCart, refreshCart } from '../pulls/cart';
import { dropCheckoutDraft, readCheckoutDraft, storeCheckoutSnapshot } from '../pulls/checkout-snapshot';
import { settledClock } from '../engine/settled';
import { refreshOrderedProducts } from '../pulls/ordered-products';
import { refreshOrders } from '../pulls/orders';

/**
 * Finishing stopped because cart changes of the partner are still on the device:
 * `unsent` (offline, a server failure, signed out) or `question` (an excessive
 * quantity waits for the user's answer, asked again).
 */
export class CartChangesWaitingError extends Error {
  constructor(readonly reason: 'unsent' | 'question') {
    super(`cart changes waiting: ${reason}`);
    this.name = 'CartChangesWaitingError';
  }
}

/**
 * Sends what waits in the outbox and checks that no cart change of the partner is left:
 * an order finished now would leave it out, and finishing deletes it (the server empties
 * the cart). A parked question is asked again.
 */
async function sendWaitingCartChanges(partnerId: number): Promise<void> {
  await flushOutboxNow();
  const db = userDb();
  const waiting = (await db.outbox.orderBy('seq').toArray()).filter(
    ({ command }) => command.type === 'cart-item' && command.partnerId === partnerId,
  );
  if (waiting.length === 0) return;
  const parked = waiting.filter((entry) => entry.status === 'parked');
  for (const entry of parked) {
    if (entry.command.type === 'cart-item' && entry.parkedMessage) cartItemCommand.onParked?.(entry.command, entry.parkedMessage);
  }
  throw new CartChangesWaitingError(parked.length > 0 ? 'question' : 'unsent');
}

/**
 * An order finished offline is still in the outbox (waiting, or for review): the server's cart holds its items,
 * so another order cannot be reviewed online until it leaves.
 */
export class QueuedOrderWaitingError extends Error {
  constructor() {
    super('a queued order of the partner waits');
    this.name = 'QueuedOrderWaitingError';
  }
}

/**
 * Sends queued cart changes (and queued orders) first, so the review shows the cart the screen showed; starts
 * from the choices of a queued order taken back for changes; keeps the conditions for finishing offline.
 */
export async function loadCheckout(partnerId: number): Promise<{ checkout: Checkout; conditions: CheckoutConditions }> {
  await flushOutboxNow();
  const db = userDb();
  const outbox = await db.outbox.toArray();
  if (outbox.some(({ command }) => command.type === 'place-order' && command.partnerId === partnerId)) throw new QueuedOrderWaitingError();
  let checkout = await fetchCheckout(partnerId);
  const conditions = await fetchCheckoutConditions(partnerId, checkout.cartId);
  const draft = await readCheckoutDraft(db, partnerId);
  if (draft) {
    checkout = await postCheckoutUpdate(partnerId, checkout.cartId, { ...draft, partnerId, coupon: checkout.couponDTO?.code ?? '' });
    await dropCheckoutDraft(db, partnerId);
  }
  await storeCheckoutSnapshot(db, partnerId, checkout, conditions);
  return { checkout, conditions };
}

export function updateCheckout(partnerId: number, cartId: number, update: CheckoutUpdate): Promise<Checkout> {
  return postCheckoutUpdate(partnerId, cartId, update);
}

/**
 * `idempotencyKey` is made once per attempt by the caller and reused on a retry or a
 * double tap, so the server creates one order. Rejects with the server's ApiError, or
 * with `CartChangesWaitingError` (nothing sent, nothing deleted) while cart changes of
 * the partner cannot be sent first.
 */
export async function finishOrder(partnerId: number, request: CompleteOrderRequest, idempotencyKey: string): Promise<CompleteOrderResponse> {
  await sendWaitingCartChanges(partnerId);
  const ordered = (await userDb().cartItems.where('partnerId').equals(partnerId).toArray()).map((item) => item.productId);
  // A cart change made while the order travels is kept (and sent to the emptied cart): the order holds only what was sent before.
  const sentAt = await settledClock(userDb());
  const response = await postOrder(partnerId, request, idempotencyKey);
  await clearLocalCart(userDb(), partnerId, sentAt);
  // Not awaited: the success modal must not wait on more round trips over a slow network.
  void refreshCart(partnerId).catch(() => undefined);
  void refreshOrders(partnerId).catch(() => undefined);
  void refreshOrderedProducts(partnerId, ordered).catch(() => undefined);
  return response;
}
