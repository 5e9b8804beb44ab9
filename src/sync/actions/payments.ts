// Payments need the server. An issued PIX charge is kept so its code stays readable
// offline until it expires. Card payments are never queued offline, never stored on the
// device, never logged (docs/product-decisions.md): nothing of them may touch Dexie or localStorage.
import { fetchCardPayment, postCardPayment } from '../../api/card-payments';
import { fetchOrderPayment } from '../../api/order-payment';
import { fetchPixStatus, postPixCharge } from '../../api/pix';
import type { CardPaymentRequest, CardPaymentStatus, OrderPayment, PixCharge } from '../../domain/entities/payments';
import { userDb, type StoredPixCharge } from '../../db/user-db';

/**
 * While the server is generating the charge it answers `ready: false`; poll with a new
 * key each time (the same key replays the same answer). A ready charge is stored.
 */
export async function requestPixCharge(orderId: number, idempotencyKey: string): Promise<PixCharge> {
  const charge = await postPixCharge(orderId, idempotencyKey);
  if (charge.ready) await userDb().pixCharges.put({ ...charge, orderId });
  return charge;
}

/**
 * What the payment screens resume from. The server is the source of truth: its ready charge
 * replaces the stored one, and when it has none that can be paid the stored one goes.
 */
export async function loadOrderPayment(orderId: number): Promise<OrderPayment> {
  const payment = await fetchOrderPayment(orderId);
  const charge = payment.pixCharge;
  if (charge?.ready) await userDb().pixCharges.put({ ...charge, orderId });
  else if (!charge) await userDb().pixCharges.delete(orderId);
  return payment;
}

export async function isPixPaid(orderId: number): Promise<boolean> {
  const { isAlreadyPaid } = await fetchPixStatus(orderId);
  if (isAlreadyPaid) await userDb().pixCharges.delete(orderId);
  return isAlreadyPaid;
}

/** The stored charge of an order while it can be paid (works inside useLiveQuery); an expired one is deleted. */
export async function storedPixCharge(orderId: number, now = Date.now()): Promise<StoredPixCharge | undefined> {
  const db = userDb();
  const charge = await db.pixCharges.get(orderId);
  if (!charge || Date.parse(charge.expiresAt) > now) return charge;
  // Deferred: a live query (read-only) may be the caller, and Dexie refuses writes there.
  setTimeout(() => void db.pixCharges.delete(orderId).catch(() => undefined), 0);
  return undefined;
}

/** 202 with status 0 (authorising); poll `cardPaymentStatus` for the outcome. */
export function submitCardPayment(request: CardPaymentRequest, idempotencyKey: string): Promise<CardPaymentStatus> {
  return postCardPayment(request, idempotencyKey);
}

export function cardPaymentStatus(orderId: number): Promise<CardPaymentStatus> {
  return fetchCardPayment(orderId);
}
