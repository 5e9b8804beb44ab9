// The partner's catalogue held in memory for search: the word index and the listed products' rows, read from the
// device once and kept in step with the table's writes (docs/decisions/search-runs-in-memory-on-the-device.md,
// docs/decisions/search-answers-from-memory-at-each-key.md).
import { Dexie, RangeSet, cmp, type IntervalTree, type ObservabilitySet } from 'dexie';
import type { StoredProduct, UserDb } from '../../db/user-db';
import { catalogueMetaKey } from '../../sync/pulls/catalogue';
import { yieldToMain } from '../../sync/pulls/chunks';
import { searchIndexBuilder, type SearchIndex } from './local-ranking';

// Rows read per request, with a yield between requests: a long read is no long task.
const READ_PAGE = 2000;

/** What a search reads synchronously: a new object whenever the index or a row changed. */
export interface DeviceCatalogue {
  index: SearchIndex;
  /** the partner's stored rows by id (null: not stored); a row written since it was read is missing until read again */
  rows: ReadonlyMap<number, StoredProduct | null>;
}

interface Held {
  db: UserDb;
  partnerId: number;
  /** the catalogue version the index was read at */
  version?: string;
  /** many rows were written at once (a bulk write): read the whole catalogue again */
  stale: boolean;
  /** the partner's stored rows by id, hidden products too (a write may hide or show one) */
  rows: Map<number, StoredProduct | null>;
  /** counts the writes that dropped rows: a read of missing rows started before one is not kept */
  drops: number;
  current?: DeviceCatalogue;
  /** product ids written while the catalogue was being read: their rows are dropped once it is in */
  writtenMeanwhile?: Set<number>;
  checking: boolean;
  checkAgain: boolean;
  listeners: Set<() => void>;
}

const held = new Map<UserDb, Map<number, Held>>();

async function readCatalogue(db: UserDb, partnerId: number): Promise<{ index: SearchIndex; rows: Map<number, StoredProduct | null> }> {
  const builder = searchIndexBuilder();
  const rows = new Map<number, StoredProduct | null>();
  let after = -Infinity;
  for (;;) {
    const page: StoredProduct[] = await db.products
      .where('[partnerId+id]')
      .between([partnerId, after], [partnerId, Infinity], false, true)
      .limit(READ_PAGE)
      .toArray();
    for (const row of page) {
      builder.add(row);
      rows.set(row.id, row);
    }
    if (page.length < READ_PAGE) return { index: builder.build(), rows };
    after = page[page.length - 1]!.id;
    await yieldToMain();
  }
}

/** The catalogue's cursor (it moves when a pull or refresh changed something); before the first whole pull, the product count. */
async function catalogueVersion(db: UserDb, partnerId: number): Promise<string> {
  const meta = await db.meta.get(catalogueMetaKey(partnerId));
  if (meta) return `cursor:${(meta.value as { cursor?: string }).cursor ?? ''}`;
  return `count:${await db.products.where('partnerId').equals(partnerId).count()}`;
}

function publish(entry: Held, index: SearchIndex) {
  entry.current = { index, rows: entry.rows };
  entry.listeners.forEach((listener) => listener());
}

/** Reads the catalogue again when its version moved (one check at a time; a signal meanwhile checks once more). */
async function check(entry: Held): Promise<void> {
  if (entry.checking) return void (entry.checkAgain = true);
  entry.checking = true;
  try {
    do {
      entry.checkAgain = false;
      const version = await catalogueVersion(entry.db, entry.partnerId);
      if (version === entry.version && !entry.stale) continue;
      entry.stale = false;
      entry.writtenMeanwhile = new Set();
      const { index, rows } = await readCatalogue(entry.db, entry.partnerId);
      entry.writtenMeanwhile.forEach((id) => rows.delete(id));
      entry.writtenMeanwhile = undefined;
      entry.version = version;
      entry.rows = rows;
      publish(entry, index);
    } while (entry.checkAgain);
  } catch {
    // A failed read is tried again at the next write or subscriber.
    entry.stale = true;
  } finally {
    entry.checking = false;
  }
}

/** The keys of a mutated part, or undefined when it holds a range (a bulk write, a clear). */
function keysOf(tree: IntervalTree): unknown[] | undefined {
  const keys: unknown[] = [];
  for (const node of RangeSet(tree)) {
    if (cmp(node.from, node.to) !== 0) return undefined;
    keys.push(node.from);
  }
  return keys;
}

/** A write to products or meta: the rows written are dropped (read again when shown), the catalogue's version checked. */
function onStorageMutated(parts: ObservabilitySet) {
  for (const [db, byPartner] of held) {
    const products = parts[`idb://${db.name}/products/`];
    const meta = parts[`idb://${db.name}/meta/`];
    if (!products && !meta) continue;
    const keys = products && keysOf(products);
    for (const entry of byPartner.values()) {
      if (products && !keys) entry.stale = true;
      let dropped = false;
      for (const key of keys ?? []) {
        const [partnerId, id] = key as [number, number];
        if (partnerId !== entry.partnerId) continue;
        entry.writtenMeanwhile?.add(id);
        dropped = entry.rows.delete(id) || dropped;
      }
      if (dropped) entry.drops += 1;
      if (dropped && entry.current) publish(entry, entry.current.index);
      void check(entry);
    }
  }
}

let listening = false;

function entryFor(db: UserDb, partnerId: number): Held {
  let byPartner = held.get(db);
  if (!byPartner) {
    held.set(db, (byPartner = new Map()));
    // A user's database closes at sign-out: what it held goes with it.
    db.on('close', () => held.delete(db));
  }
  if (!listening) {
    listening = true;
    Dexie.on('storagemutated', onStorageMutated);
  }
  let entry = byPartner.get(partnerId);
  if (!entry) {
    byPartner.set(partnerId, (entry = { db, partnerId, stale: false, rows: new Map(), drops: 0, checking: false, checkAgain: false, listeners: new Set() }));
    void check(entry);
  }
  return entry;
}

/** The partner's catalogue in memory, if read yet (reading starts at the first call). */
export function deviceCatalogue(db: UserDb, partnerId: number): DeviceCatalogue | undefined {
  return entryFor(db, partnerId).current;
}

/** Calls `listener` whenever the catalogue in memory changed (read again, or rows written). */
export function watchDeviceCatalogue(db: UserDb, partnerId: number, listener: () => void): () => void {
  const entry = entryFor(db, partnerId);
  entry.listeners.add(listener);
  if (entry.stale) void check(entry);
  return () => entry.listeners.delete(listener);
}

/** Reads rows missing from memory (written since the catalogue was read) into it. */
export async function readMissingRows(db: UserDb, partnerId: number, ids: readonly number[]): Promise<void> {
  const entry = entryFor(db, partnerId);
  const { rows, drops } = entry;
  const read = await db.products.bulkGet(ids.map((id) => [partnerId, id] as [number, number]));
  // A newer read of the whole catalogue holds them; a write meanwhile may have changed them (it asks again).
  if (entry.rows !== rows || entry.drops !== drops || !entry.current) return;
  read.forEach((row, i) => rows.set(ids[i]!, row ?? null));
  publish(entry, entry.current.index);
}

/** True once the device holds the partner's whole catalogue (its first pull finished). */
export async function hasWholeCatalogue(db: UserDb, partnerId: number): Promise<boolean> {
  return (await db.meta.get(catalogueMetaKey(partnerId))) !== undefined;
}
