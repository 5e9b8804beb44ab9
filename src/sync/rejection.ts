// Undoing an optimistic change the server will not take, and parking one that waits
// for the user. Both act only if the entry is still the one that was sent.
import type { ApiErrorBody } from '../domain/entities/system';
import type { Issue } from '../domain/entities/cart';
import type { OutboxCommand, OutboxEntry, UserDb } from '../db/user-db';
import { rolledBackItem } from './reconcile';

/** The 423 message of a customer whose registration is outdated (view-only mode). */
export const OUTDATED_REGISTRATION_MESSAGE = 'Seu cadastro precisa ser atualizado para realizar compras.';

/** Puts back what the server last confirmed for the command's item or favorite flag. */
export async function restorePrevious(db: UserDb, command: OutboxCommand): Promise<void> {
  if (command.type === 'favorite') {
    await db.products.update([command.partnerId, command.productId], { favorite: command.previous });
    return;
  }
  const item = rolledBackItem(command.previous);
  if (item) await db.cartItems.put({ ...item, partnerId: command.partnerId });
  else await db.cartItems.delete([command.partnerId, command.productId]);
}

async function unchanged(db: UserDb, entry: OutboxEntry): Promise<boolean> {
  const now = await db.outbox.get(entry.seq as number);
  return now?.idempotencyKey === entry.idempotencyKey;
}

/** Drops the entry and restores the previous state; false when it changed meanwhile. */
export async function rejectCommand(db: UserDb, entry: OutboxEntry): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.cartItems, db.products, async () => {
    if (!(await unchanged(db, entry))) return false;
    await db.outbox.delete(entry.seq as number);
    await restorePrevious(db, entry.command);
    return true;
  });
}

/** Keeps the entry but stops sending it until the user confirms or cancels. */
export async function parkCommand(db: UserDb, entry: OutboxEntry, message: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    if (!(await unchanged(db, entry))) return false;
    await db.outbox.update(entry.seq as number, { status: 'parked', parkedMessage: message });
    return true;
  });
}

/**
 * A 423 to a cart write: the stored cart takes the server's LOCKED status and issues (and
 * view-only mode for an outdated registration), so every screen disables its purchase
 * controls and the cart screen opens its modals. Nothing to do without a stored cart:
 * the next cart refresh brings the status.
 */
export async function storeCartLock(db: UserDb, partnerId: number, body: ApiErrorBody): Promise<void> {
  const issues = Array.isArray(body.issues) ? (body.issues as Issue[]) : undefined;
  const outdated = body.message === OUTDATED_REGISTRATION_MESSAGE;
  await db.carts.update(partnerId, {
    status: 'LOCKED',
    ...(issues ? { issues } : {}),
    ...(outdated ? { outdatedRegistration: true } : {}),
  });
}
