// The persistent outbox: one table in the user's database, written in the same Dexie
// transaction as the optimistic change, so a reload or a crash loses nothing.
import { liveQuery } from 'dexie';
import { v4 as uuidv4 } from 'uuid';
import { userDb, type OutboxCommand, type OutboxEntry, type UserDb } from '../db/user-db';
import { coalesce } from './reconcile';

export function cartKey(partnerId: number, productId: number): string {
  return `cart:${partnerId}:${productId}`;
}

/**
 * Appends a command, or replaces the queued one of the same key (the latest wins).
 * Call inside the caller's `rw` transaction that includes `db.outbox`.
 */
export async function enqueue(db: UserDb, key: string, command: OutboxCommand): Promise<void> {
  const queued = await db.outbox.where('key').equals(key).first();
  // A new payload gets a new idempotency key: the server must not replay the old answer.
  const entry: OutboxEntry = {
    key,
    command: coalesce(queued?.command, command),
    idempotencyKey: uuidv4(),
    status: 'pending',
    updatedAt: Date.now(),
  };
  if (queued?.seq !== undefined) await db.outbox.put({ ...entry, seq: queued.seq });
  else await db.outbox.add(entry);
}

export function entriesInOrder(db: UserDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}

export function queuedEntry(db: UserDb, key: string): Promise<OutboxEntry | undefined> {
  return db.outbox.where('key').equals(key).first();
}

/**
 * Removes a sent entry. If it was rewritten while in flight it stays (and is sent
 * again), now with `confirmed` (the server's state after the send) as what a
 * rejection restores. True when the entry was removed.
 */
export async function settle(db: UserDb, sent: OutboxEntry, confirmed: OutboxCommand['previous']): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const now = await db.outbox.get(sent.seq as number);
    if (!now) return false;
    if (now.idempotencyKey === sent.idempotencyKey) {
      await db.outbox.delete(sent.seq as number);
      return true;
    }
    await db.outbox.put({ ...now, command: { ...now.command, previous: confirmed } as OutboxCommand });
    return false;
  });
}

/** Product ids of a partner whose cart item has a change not yet accepted by the server. */
export async function pendingCartProductIds(db: UserDb, partnerId: number): Promise<Set<number>> {
  const entries = await db.outbox.toArray();
  return new Set(
    entries
      .map((entry) => entry.command)
      .filter((command) => command.type === 'cart-item' && command.partnerId === partnerId)
      .map((command) => command.productId),
  );
}

/** Pending favorite states by product id (the last queued toggle of each). */
export async function pendingFavorites(db: UserDb, partnerId: number): Promise<Map<number, boolean>> {
  const entries = await entriesInOrder(db);
  const favorites = new Map<number, boolean>();
  for (const { command } of entries) {
    if (command.type === 'favorite' && command.partnerId === partnerId) favorites.set(command.productId, command.favorite);
  }
  return favorites;
}

/** For useLiveQuery: how many changes wait to be sent. */
export function pendingCountQuery(): () => Promise<number> {
  return () => userDb().outbox.count();
}

/** Pushes the pending count to `listener` on every change; 0 while signed out. */
export function subscribePendingCount(listener: (count: number) => void): () => void {
  const subscription = liveQuery(pendingCountQuery()).subscribe({
    next: listener,
    error: () => listener(0),
  });
  return () => subscription.unsubscribe();
}
