// The persistent outbox: one table in the user's database, written in the same Dexie
// transaction as the optimistic change, so a reload or a crash loses nothing.
import { v4 as uuidv4 } from 'uuid';
import type { OutboxCommand, OutboxEntry, ProductCommand, UserDb } from '../../db/user-db';
import type { CommandDefinition } from './command';
import { noteSyncedIfSettled } from './last-sync';
import { markSettled, settledSubjects } from './settled';

/**
 * Appends a command, or replaces the newest queued one of the same key as the definition
 * coalesces them; `append`: never replaces (the queued one must keep its place, e.g. before an
 * order); `at`: a free place in the outbox's order (a seq) where the command goes, replacing nothing.
 * Call inside the caller's `rw` transaction that includes `db.outbox`.
 */
export async function enqueue<C extends OutboxCommand>(
  db: UserDb,
  definition: CommandDefinition<C>,
  key: string,
  command: C,
  { append = false, at }: { append?: boolean; at?: number } = {},
): Promise<void> {
  const queued = append || at !== undefined ? undefined : await db.outbox.where('key').equals(key).last();
  const sameType = queued?.command.type === command.type ? (queued.command as C) : undefined;
  // A new payload gets a new idempotency key: the server must not replay the old answer.
  const entry: OutboxEntry = {
    key,
    command: sameType ? definition.coalesce(sameType, command) : command,
    idempotencyKey: uuidv4(),
    status: 'pending',
    updatedAt: Date.now(),
  };
  const seq = at ?? queued?.seq;
  if (seq !== undefined) await db.outbox.put({ ...entry, seq });
  else await db.outbox.add(entry);
}

export function entriesInOrder(db: UserDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}

/** The entry of `key` waiting for an answer (a key may have one entry on each side of a queued order). */
export function parkedEntry(db: UserDb, key: string): Promise<OutboxEntry | undefined> {
  return db.outbox.where('key').equals(key).filter((entry) => entry.status === 'parked').first();
}

/**
 * Removes a sent entry (noting its subject as settled, see `settled.ts`). If it was rewritten while in flight it stays (and is sent
 * again), now with `confirmed` (the server's state after the send) as what a
 * rejection restores. True when the entry was removed.
 */
export async function settle(db: UserDb, sent: OutboxEntry, confirmed?: ProductCommand['previous']): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const now = await db.outbox.get(sent.seq as number);
    if (!now) return false;
    if (now.idempotencyKey === sent.idempotencyKey) {
      await db.outbox.delete(sent.seq as number);
      await markSettled(db, settledSubjects(sent.command));
      await noteSyncedIfSettled(db, sent.command.partnerId);
      return true;
    }
    if ('previous' in now.command) await db.outbox.put({ ...now, command: { ...now.command, previous: confirmed } as OutboxCommand });
    return false;
  });
}
