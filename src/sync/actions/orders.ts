// Every action on an order needs the server and is called directly, never queued.
import { v4 as uuidv4 } from 'uuid';
import { deleteCart, fetchCart } from '../../api/cart';
import { ApiError, HTTP_STATUS } from '../../api/errors';
import {
  deleteOrder, fetchCreditBalance, fetchOrderSummary, postRepeatOrder, putEnableEdit,
} from '../../api/orders';
import type { CreditBalance } from '../../domain/entities/orders';
import { userDb } from '../../db/user-db';
import { flushOutboxNow } from '../commands/load-commands';
import { settledClock } from '../engine/settled';
import { OUTDATED_REGISTRATION_MESSAGE, clearLocalCart, refreshCart, storeCartLock, storeServerCart } from '../pulls/cart';
import { refreshOrders } from '../pulls/orders';

export async function cancelOrder(partnerId: number, orderId: number): Promise<void> {
  try {
    await deleteOrder(partnerId, orderId);
  } catch (error) {
    await refreshOrders(partnerId).catch(() => undefined);
    throw error;
  }
  const db = userDb();
  await db.transaction('rw', db.orders, db.orderDetails, async () => {
    await db.orders.update([partnerId, orderId], { status: 'Cancelado', canEdit: false, canCancel: false });
    await db.orderDetails.update(orderId, { status: 'Cancelado', canEdit: false });
  });
}

/**
 * Loads the order into the cart (its orderNumber marks the edit); 423 LOCKED when the cart
 * holds other items. A 423 that no cleaning explains (asked with the clean flag, or for an
 * outdated registration) means the cart itself is locked: the stored cart says so.
 */
export async function enableOrderEdit(partnerId: number, orderId: number, cleanCurrentCart: boolean): Promise<void> {
  await flushOutboxNow();
  const requestedAt = await settledClock(userDb());
  let cart;
  try {
    cart = await putEnableEdit(partnerId, orderId, cleanCurrentCart);
  } catch (error) {
    const cartLocked =
      error instanceof ApiError &&
      error.status === HTTP_STATUS.locked &&
      (cleanCurrentCart || error.body.message === OUTDATED_REGISTRATION_MESSAGE);
    if (cartLocked) await storeCartLock(userDb(), partnerId, error.body).catch(() => undefined);
    throw error;
  }
  await storeServerCart(userDb(), partnerId, cart, requestedAt);
}

export async function repeatOrder(partnerId: number, orderId: number): Promise<void> {
  await flushOutboxNow();
  const requestedAt = await settledClock(userDb());
  // One key per tap: the client's automatic retries then add the products once.
  const cart = await postRepeatOrder(partnerId, orderId, uuidv4());
  await storeServerCart(userDb(), partnerId, cart, requestedAt);
}

/** 'CANCELAR ALTERAÇÕES': the server empties the cart and ends the edit; queued cart changes are dropped. */
export async function discardCartChanges(partnerId: number): Promise<void> {
  await flushOutboxNow();
  const db = userDb();
  const cartId = (await db.carts.get(partnerId))?.id ?? (await fetchCart(partnerId)).id;
  await deleteCart(partnerId, cartId);
  await clearLocalCart(db, partnerId);
  // The device already shows the emptied cart: a failed refresh must not report the discard as failed.
  await refreshCart(partnerId).catch(() => undefined);
}

/**
 * The order summary PDF and the name to save it under. Online the server's (an edit changes it),
 * kept on the device; offline the copy kept. null: offline and never fetched.
 */
export async function orderSummary(orderId: number, orderNumber: string): Promise<{ blob: Blob; fileName: string } | null> {
  const fileName = `pedido-${orderNumber}.pdf`;
  const db = userDb();
  if (navigator.onLine) {
    const blob = await fetchOrderSummary(orderId);
    await db.orderFiles.put({ orderId, bytes: await blob.arrayBuffer() });
    return { blob, fileName };
  }
  const kept = await db.orderFiles.get(orderId);
  return kept ? { blob: new Blob([kept.bytes], { type: 'application/pdf' }), fileName } : null;
}

export function fetchBalance(orderId: number): Promise<CreditBalance> {
  return fetchCreditBalance(orderId);
}
