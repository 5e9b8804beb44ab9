// The last time the device and the server agreed on a partner's data: a send that left nothing
// of the partner waiting, or a catalogue or cart refresh while nothing of it waited
// (docs/decisions/0144-sync-center.md). One meta row per partner, read by the sync center.
import type { UserDb } from '../../db/user-db';

export const lastSyncKey = (partnerId: number) => `last-sync:${partnerId}`;

/** Epoch ms of the partner's last sync, undefined when never. */
export async function readLastSync(db: UserDb, partnerId: number): Promise<number | undefined> {
  const value = (await db.meta.get(lastSyncKey(partnerId)))?.value;
  return typeof value === 'number' ? value : undefined;
}

/** Notes the partner as synced now when none of `queued` (the outbox's commands, already read) is the partner's. */
export async function noteSyncedIfNoneQueued(db: UserDb, partnerId: number, queued: readonly { partnerId: number }[]): Promise<void> {
  if (!queued.some((command) => command.partnerId === partnerId)) await db.meta.put({ key: lastSyncKey(partnerId), value: Date.now() });
}

/** Notes the partner as synced now when no outbox entry of it waits; call inside a rw transaction over outbox and meta. */
export async function noteSyncedIfSettled(db: UserDb, partnerId: number): Promise<void> {
  const waiting = await db.outbox.filter((entry) => entry.command.partnerId === partnerId).count();
  if (waiting === 0) await db.meta.put({ key: lastSyncKey(partnerId), value: Date.now() });
}

/** The same, in a transaction of its own (after a pull). */
export function noteSynced(db: UserDb, partnerId: number): Promise<void> {
  return db.transaction('rw', db.outbox, db.meta, () => noteSyncedIfSettled(db, partnerId));
}
