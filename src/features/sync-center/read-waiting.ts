// What the sync center reads from the device: the outbox, the refused changes, the partners and
// their last sync, and the products the shown changes are about. The first read names only the
// first screenful's products (200 single reads of products took most of the opening), the next
// one all of them; a tap on the banner's count starts the first read while the screen loads.
import { userDb, type OutboxCommand, type OutboxEntry, type StoredProduct } from '../../db/user-db';
import { partnerDisplayName } from '../../domain/format';
import { withoutCarriedCartChanges } from '../../sync/engine/carried-changes';
import { readLastSync } from '../../sync/engine/last-sync';
import { readRefused, type RefusedChange } from '../../sync/engine/refused-log';
import { benchTextRows } from '../../ui/bench-floor';
import { syncCenterMessages } from './messages';

/** Changes shown by the first read: a phone's screenful and some more. */
export const FIRST_ROWS = 12;
// A read older than this (a preload on a hover, say) is not shown: the screen reads again.
const PRELOAD_FRESH_MS = 1000;

export interface WaitingGroup {
  partnerId: number;
  name: string;
  lastSync: number | undefined;
  entries: OutboxEntry[];
  refused: RefusedChange[];
}

export interface WaitingRead {
  /** per partner, in the order shown: partners with changes first */
  groups: WaitingGroup[];
  /** outbox entries in all groups */
  waiting: number;
  /** the products of the changes shown, by `productKey` */
  products: Map<string, StoredProduct>;
  /** whether every change is named; else only the first `rows` of the groups are */
  complete: boolean;
}

export const productKey = (partnerId: number, productId: number) => `${partnerId}:${productId}`;

/** The first `rows` changes in the order the screen shows them. */
function shownFirst(groups: WaitingGroup[], rows: number): OutboxCommand[] {
  const commands = groups.flatMap((group) => [...group.entries.map((entry) => entry.command), ...group.refused.map((change) => change.command)]);
  return commands.slice(0, rows);
}

export async function readWaiting(rows = Infinity): Promise<WaitingRead> {
  const db = userDb();
  const [all, refused, partners] = await Promise.all([db.outbox.orderBy('seq').toArray(), readRefused(db), db.partners.toArray()]);
  // A queued order is listed, not the cart lines it is made of.
  const entries = withoutCarriedCartChanges(all);
  const named = new Map(partners.map((p) => [p.id, partnerDisplayName(p.name)]));
  const commands = [...entries.map((entry) => entry.command), ...refused.map((change) => change.command)];
  const ids = [...new Set([...partners.filter((p) => p.servesCustomer).map((p) => p.id), ...commands.map((c) => c.partnerId)])];
  const groups = await Promise.all(
    ids.map(async (partnerId) => ({
      partnerId,
      name: named.get(partnerId) ?? syncCenterMessages.partner(partnerId),
      lastSync: await readLastSync(db, partnerId),
      entries: entries.filter((entry) => entry.command.partnerId === partnerId),
      refused: refused.filter((change) => change.command.partnerId === partnerId),
    })),
  );
  const hasChanges = (group: WaitingGroup) => Number(group.entries.length + group.refused.length > 0);
  groups.sort((a, b) => hasChanges(b) - hasChanges(a));
  // A type about no single product (a queued order) looks none up.
  const shown = shownFirst(groups, rows);
  const keys = [...new Set(shown.flatMap((c) => ('productId' in c ? [productKey(c.partnerId, c.productId)] : [])))];
  const found = await db.products.bulkGet(keys.map((key) => key.split(':').map(Number) as [number, number]));
  const products = new Map(found.flatMap((row) => (row ? [[productKey(row.partnerId, row.id), row] as const] : [])));
  return { groups, waiting: entries.length, products, complete: shown.length === commands.length };
}

let preload: { read: Promise<WaitingRead | undefined>; result?: WaitingRead; startedAt: number } | undefined;

/**
 * The first read, started before the screen mounts (the tap on the banner's count, the route's loader) so
 * that its first render has the list. A second call while one is fresh waits for that one.
 */
export function preloadWaiting(now = Date.now()): Promise<void> {
  if (benchTextRows()) return Promise.resolve();
  if (!preload || now - preload.startedAt > PRELOAD_FRESH_MS) {
    const started: NonNullable<typeof preload> = { read: readWaiting(FIRST_ROWS).catch(() => undefined), startedAt: now };
    void started.read.then((result) => (started.result = result));
    preload = started;
  }
  return preload.read.then(() => undefined);
}

/** The preloaded read, once: undefined when none, not read yet, or started more than a moment ago. */
export function takePreloadedWaiting(now = Date.now()): WaitingRead | undefined {
  const taken = preload;
  preload = undefined;
  return taken && now - taken.startedAt <= PRELOAD_FRESH_MS ? taken.result : undefined;
}
