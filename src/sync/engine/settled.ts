// When each subject (one product's cart item, one product's favorite) last left the
// outbox: sent and confirmed, rolled back, cancelled, or emptied by an order. A pull
// notes the clock before its request; a subject settled after that has a local value
// newer than the answer, which must not overwrite it (`pulls/reconcile.ts`). A counter,
// not the wall clock, so a clock change cannot reorder them; kept in the user's
// database, so it holds across tabs and reloads.
import type { OutboxCommand, ProductCommand, UserDb } from '../../db/user-db';

/** `clock` counts settlements; each subject keeps the count of its last one. */
export interface SettledLog {
  clock: number;
  subjects: Record<string, { seq: number; at: number }>;
}

const META_KEY = 'outbox-settled';
// A request older than this has long failed (8 s timeout, three retries with backoff).
const KEEP_MS = 60 * 60 * 1000;

export const EMPTY_SETTLED_LOG: SettledLog = { clock: 0, subjects: {} };

/** What one change is about: two entries of one subject overwrite each other on the server. */
export function commandSubject(command: Pick<ProductCommand, 'type' | 'partnerId' | 'productId'>): string {
  return `${subjectPrefix(command.type, command.partnerId)}${command.productId}`;
}

/** The subjects a command's leaving the outbox settles: an order's are its products' cart items. */
export function settledSubjects(command: OutboxCommand): string[] {
  if (command.type !== 'place-order') return [commandSubject(command)];
  return command.items.map(({ productId }) => commandSubject({ type: 'cart-item', partnerId: command.partnerId, productId }));
}

/** What every subject of one type and partner starts with (the product id follows). */
export function subjectPrefix(type: OutboxCommand['type'], partnerId: number): string {
  return `${type}:${partnerId}:`;
}

/** The log after `subjects` settled at `now`: one tick, entries older than an hour dropped. */
export function withSettled(log: SettledLog, subjects: readonly string[], now: number): SettledLog {
  if (subjects.length === 0) return log;
  const clock = log.clock + 1;
  const kept = Object.entries(log.subjects).filter(([, { at }]) => now - at < KEEP_MS);
  return { clock, subjects: { ...Object.fromEntries(kept), ...Object.fromEntries(subjects.map((s) => [s, { seq: clock, at: now }])) } };
}

export async function readSettledLog(db: UserDb): Promise<SettledLog> {
  return ((await db.meta.get(META_KEY))?.value as SettledLog | undefined) ?? EMPTY_SETTLED_LOG;
}

/** The clock a pull notes before sending its request. */
export async function settledClock(db: UserDb): Promise<number> {
  return (await readSettledLog(db)).clock;
}

/** Call inside the transaction (with `db.meta`) that removes the entries. */
export async function markSettled(db: UserDb, subjects: readonly string[]): Promise<void> {
  if (subjects.length === 0) return;
  await db.meta.put({ key: META_KEY, value: withSettled(await readSettledLog(db), subjects, Date.now()) });
}
