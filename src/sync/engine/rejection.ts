// Undoing an optimistic change the server will not take, and parking one that waits
// for the user. Both act only if the entry is still the one that was sent.
import type { OutboxCommand, OutboxEntry, UserDb } from '../../db/user-db';
import { noteRefused } from './refused-log';
import { markSettled, settledSubjects } from './settled';

async function unchanged(db: UserDb, entry: OutboxEntry): Promise<boolean> {
  const now = await db.outbox.get(entry.seq as number);
  return now?.idempotencyKey === entry.idempotencyKey;
}

/** Drops the entry, restores the previous state and notes the server's `message`; false when it changed meanwhile. */
export async function rejectCommand(
  db: UserDb,
  entry: OutboxEntry,
  restore: (db: UserDb, command: OutboxCommand) => Promise<void>,
  message: string,
): Promise<boolean> {
  return db.transaction('rw', db.tables, async () => {
    if (!(await unchanged(db, entry))) return false;
    await db.outbox.delete(entry.seq as number);
    await restore(db, entry.command);
    await markSettled(db, settledSubjects(entry.command));
    await noteRefused(db, entry.command, message);
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
