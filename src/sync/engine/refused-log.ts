// Changes the server refused (and the device rolled back), with the server's reason: the sync
// center lists them until the user dismisses them. The last few only, in the user's database.
import { v4 as uuidv4 } from 'uuid';
import type { OutboxCommand, UserDb } from '../../db/user-db';

export interface RefusedChange {
  id: string;
  command: OutboxCommand;
  /** the server's reason, as the toast showed it */
  message: string;
  at: number;
}

const META_KEY = 'outbox-refused';
const KEEP = 20;

export async function readRefused(db: UserDb): Promise<RefusedChange[]> {
  const value = (await db.meta.get(META_KEY))?.value;
  return Array.isArray(value) ? (value as RefusedChange[]) : [];
}

/** Call inside the transaction (with `db.meta`) that rolls the change back. */
export async function noteRefused(db: UserDb, command: OutboxCommand, message: string): Promise<void> {
  const kept = (await readRefused(db)).slice(-(KEEP - 1));
  await db.meta.put({ key: META_KEY, value: [...kept, { id: uuidv4(), command, message, at: Date.now() }] });
}

export async function dismissRefused(db: UserDb, id: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: META_KEY, value: (await readRefused(db)).filter((change) => change.id !== id) });
  });
}
