// PIX needs the server; an issued charge is kept so its code stays readable offline until it expires.
import { fetchPixStatus, postPixCharge } from '../api/pix';
import type { PixCharge } from '../domain/entities/payments';
import { userDb, type StoredPixCharge } from '../db/user-db';

/**
 * While the server is generating the charge it answers `ready: false`; poll with a new
 * key each time (the same key replays the same answer). A ready charge is stored.
 */
export async function requestPixCharge(orderId: number, idempotencyKey: string): Promise<PixCharge> {
  const charge = await postPixCharge(orderId, idempotencyKey);
  if (charge.ready) await userDb().pixCharges.put({ ...charge, orderId });
  return charge;
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
