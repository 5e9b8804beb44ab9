// An order finished offline: queued with the terms the customer saw, its partner's cart emptied in the same
// transaction, sent through the idempotent POST in its place in the outbox, and never placed on other terms:
// a refusal parks it for review (docs/decisions/0136-orders-finished-offline.md).
import { v4 as uuidv4 } from 'uuid';
import { postOrder } from '../../api/checkout';
import { HTTP_STATUS, type ApiError } from '../../api/errors';
import type { CheckoutItem, CheckoutPayment, CompleteOrderRequest, TermsRefusal } from '../../domain/entities/checkout';
import { userDb, type PlaceOrderCommand, type UserDb } from '../../db/user-db';
import { orderAddressText } from '../../domain/order-address';
import type { CommandDefinition } from '../engine/command';
import { emitSyncEvent } from '../engine/events';
import { flush } from '../engine/flusher';
import { enqueue, settle } from '../engine/outbox';
import { dropCheckoutDraft, readCheckoutSnapshot } from '../pulls/checkout-snapshot';
import { refreshOrders } from '../pulls/orders';
import { OPERATION_FAILED } from './operation-failed';
import { announcePlaced } from './queued-orders';
import { returnItemsToCart } from './return-to-cart';


const MESSAGES = {
  needsReview: 'Um pedido finalizado sem conexão precisa de revisão.',
} as const;

export const queuedOrderKey = (orderId: string) => `order:${orderId}`;

/** The refusal of a sent order as the review shows it: the terms check's differences, or the server's reason alone. */
function refusalOf(error: ApiError): TermsRefusal {
  const { differences, message } = error.body;
  return { message: message || OPERATION_FAILED, differences: Array.isArray(differences) ? (differences as TermsRefusal['differences']) : [] };
}

export const placeOrderCommand: CommandDefinition<PlaceOrderCommand> = {
  coalesceWindowMs: 0,
  coalesce: (_queued, next) => next,
  // Cart changes made before the order go first; a cart started after it reaches the server once the order left the outbox.
  waitsFor: (command, other) => other.partnerId === command.partnerId && other.type !== 'favorite',
  async send(db, entry) {
    const { command } = entry;
    // The server keeps one cart per partner; its id is the stored one (a pull may have brought it since).
    const cartId = (await db.carts.get(command.partnerId))?.id ?? command.request.cartId;
    const placed = await postOrder(command.partnerId, { ...command.request, cartId }, entry.idempotencyKey);
    if (await settle(db, entry)) announcePlaced(command, placed);
    void refreshOrders(command.partnerId).catch(() => undefined);
  },
  async onRefused(db, command, error) {
    if (error.status >= HTTP_STATUS.serverError) return { action: 'retry-later', message: OPERATION_FAILED };
    // The same key still in progress (another tab sent it): its answer comes on the next try.
    if (error.status === 409 && !Array.isArray(error.body.differences)) return { action: 'retry-later' };
    const refusal = refusalOf(error);
    await db.outbox.where('key').equals(queuedOrderKey(command.orderId)).modify((entry) => {
      if (entry.command.type === 'place-order') entry.command.refusal = refusal;
    });
    emitSyncEvent({ type: 'error', text: MESSAGES.needsReview });
    return { action: 'park', message: refusal.message };
  },
  // Never used (a refusal parks the order), kept true to the engine's contract: the items go back to the cart.
  restore: (db, command) => returnItemsToCart(db, command),
};

export interface OrderToQueue {
  partnerId: number;
  request: CompleteOrderRequest;
  items: CheckoutItem[];
  payment: CheckoutPayment;
}

/**
 * 'Finalizar pedido' offline: the order joins the outbox and the partner's cart is emptied in one transaction,
 * so a crash at any moment leaves the cart or the queued order, never both and never neither. The cart changes
 * already queued stay: they reach the server's cart before the order. Resolves with the queued order's id.
 */
export async function queueOrder({ partnerId, request, items, payment }: OrderToQueue): Promise<string> {
  // Never queued without the terms on screen: the server would place it on whatever it computes then.
  if (!request.expectedTerms) throw new Error('a queued order carries its terms');
  const db = userDb();
  const orderId = uuidv4();
  const addressId = request.expectedTerms.alternativeAddress;
  await db.transaction('rw', [db.outbox, db.cartItems, db.products, db.meta], async () => {
    // The address typed at checkout, or the one the checkout listed: its detail shows the order as it was finished.
    const address = request.deliveryAddress
      ?? (await readCheckoutSnapshot(db, partnerId))?.addresses.find((a) => a.alternateAddressId === addressId);
    await enqueue(db, placeOrderCommand, queuedOrderKey(orderId), {
      type: 'place-order', partnerId, orderId, queuedAt: Date.now(), request, items, payment,
      address: address && orderAddressText(address),
    });
    await emptyLocalCart(db, partnerId);
    await dropCheckoutDraft(db, partnerId);
  });
  void flush();
  return orderId;
}

async function emptyLocalCart(db: UserDb, partnerId: number): Promise<void> {
  const ids = (await db.cartItems.where('partnerId').equals(partnerId).primaryKeys()) as [number, number][];
  await db.cartItems.bulkDelete(ids);
  await db.products.where('[partnerId+id]').anyOf(ids).filter((row) => row.quantity > 0).modify({ quantity: 0 });
}

