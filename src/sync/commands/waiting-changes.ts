// What the sync center does to one waiting change: ask its question again, or discard it and put
// back what the server last confirmed (the type's own `restore`, as a refusal does).
import { userDb } from '../../db/user-db';
import type { CommandDefinition } from '../engine/command';
import { sendingEntry } from '../engine/in-flight';
import { markSettled, settledSubjects } from '../engine/settled';
import type { OutboxCommand, OutboxEntry } from '../../db/user-db';
import { commandRegistry } from './registry';

function definitionOf(command: OutboxCommand): CommandDefinition<OutboxCommand> | undefined {
  // The registry pairs each type with its definition; an entry of a type this version does not know has none.
  return (commandRegistry as Partial<Record<string, CommandDefinition<OutboxCommand>>>)[command.type];
}

/**
 * Drops the waiting change `seq` and restores the server's last value on screen. False when it is
 * being sent now, or already left the outbox.
 */
export async function discardChange(seq: number): Promise<boolean> {
  if (sendingEntry() === seq) return false;
  const db = userDb();
  return db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return false;
    await db.outbox.delete(seq);
    await definitionOf(entry.command)?.restore(db, entry.command);
    await markSettled(db, settledSubjects(entry.command));
    return true;
  });
}

/** Asks a parked change's question again (the excessive-quantity dialog for a cart line). */
export function answerParked(entry: OutboxEntry): void {
  if (entry.status !== 'parked' || !entry.parkedMessage) return;
  definitionOf(entry.command)?.onParked?.(entry.command, entry.parkedMessage);
}
