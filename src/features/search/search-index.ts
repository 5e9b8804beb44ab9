// The partner's search index in memory: built from the device's catalogue once, built again
// only when the catalogue changed (docs/decisions/0068-search-runs-in-memory-on-the-device.md).
import type { StoredProduct, UserDb } from '../../db/user-db';
import { catalogueMetaKey } from '../../sync/pulls/catalogue';
import { yieldToMain } from '../../sync/pulls/chunks';
import { searchIndexBuilder, type SearchIndex } from './local-ranking';

// Rows read per request, with a yield between requests: a long read is no long task.
const READ_PAGE = 2000;

interface CachedIndex {
  version: string;
  index: Promise<SearchIndex>;
  /** the index once built: a search answers from it without waiting */
  read?: SearchIndex;
  /** a check of the catalogue's version (and a build of the newer index) under way */
  revalidating?: boolean;
  /** called when a newer index replaced this one: the latest search's, so it searches again */
  onRefreshed?: () => void;
}

const cache = new WeakMap<UserDb, Map<number, CachedIndex>>();

async function readIndex(db: UserDb, partnerId: number): Promise<SearchIndex> {
  const builder = searchIndexBuilder();
  let after = -Infinity;
  for (;;) {
    const rows: StoredProduct[] = await db.products
      .where('[partnerId+id]')
      .between([partnerId, after], [partnerId, Infinity], false, true)
      .limit(READ_PAGE)
      .toArray();
    for (const row of rows) builder.add(row);
    if (rows.length < READ_PAGE) return builder.build();
    after = rows[rows.length - 1]!.id;
    await yieldToMain();
  }
}

/**
 * What the index is built from: the catalogue's cursor (it moves when a pull or refresh
 * changed something); before the first whole pull ends, the partner's product count (it grows).
 */
async function catalogueVersion(db: UserDb, partnerId: number): Promise<string> {
  const meta = await db.meta.get(catalogueMetaKey(partnerId));
  if (meta) return `cursor:${(meta.value as { cursor?: string }).cursor ?? ''}`;
  return `count:${await db.products.where('partnerId').equals(partnerId).count()}`;
}

function partnerCache(db: UserDb): Map<number, CachedIndex> {
  let byPartner = cache.get(db);
  if (!byPartner) cache.set(db, (byPartner = new Map()));
  return byPartner;
}

function startReading(db: UserDb, partnerId: number, version: string): CachedIndex {
  const entry: CachedIndex = { version, index: readIndex(db, partnerId) };
  entry.index.then(
    (index) => (entry.read = index),
    () => partnerCache(db).get(partnerId) === entry && partnerCache(db).delete(partnerId),
  );
  return entry;
}

/** Reads the catalogue's version; when it moved, builds the newer index and swaps it in, then tells the latest search. */
async function revalidate(db: UserDb, partnerId: number, cached: CachedIndex): Promise<void> {
  cached.revalidating = true;
  try {
    const version = await catalogueVersion(db, partnerId);
    if (version === cached.version) return;
    const next = startReading(db, partnerId, version);
    await next.index;
    partnerCache(db).set(partnerId, next);
    cached.onRefreshed?.();
  } finally {
    cached.revalidating = false;
  }
}

/**
 * The search index of the partner's listable products, when in memory: at once, while the
 * catalogue's version is checked meanwhile. When it changed since the index was built, the index
 * in memory keeps answering and a new one is built (a keystroke never waits for IndexedDB);
 * `onRefreshed` is called when it is in, so the caller can search again.
 */
function indexInMemory(db: UserDb, partnerId: number, onRefreshed?: () => void): SearchIndex | undefined {
  const cached = partnerCache(db).get(partnerId);
  if (!cached?.read) return undefined;
  // A call without one (a warm-up, a search prepared ahead) leaves the latest search's.
  if (onRefreshed) cached.onRefreshed = onRefreshed;
  if (!cached.revalidating) revalidate(db, partnerId, cached).catch(() => undefined);
  return cached.read;
}

/** The search index of the partner's listable products: from memory, or built from the device's catalogue. */
export async function searchIndex(db: UserDb, partnerId: number, onRefreshed?: () => void): Promise<SearchIndex> {
  const inMemory = indexInMemory(db, partnerId, onRefreshed);
  if (inMemory) return inMemory;
  let reading = partnerCache(db).get(partnerId);
  if (!reading) {
    const version = await catalogueVersion(db, partnerId);
    // Another call may have started the read meanwhile.
    reading = partnerCache(db).get(partnerId) ?? startReading(db, partnerId, version);
    partnerCache(db).set(partnerId, reading);
  }
  const index = await reading.index;
  // The catalogue may have changed while it was read (a first pull still writing): checked now, as for an index
  // already in memory, and the caller told when a newer one is in.
  return indexInMemory(db, partnerId, onRefreshed) ?? index;
}

/** True once the device holds the partner's whole catalogue (its first pull finished). */
export async function hasWholeCatalogue(db: UserDb, partnerId: number): Promise<boolean> {
  return (await db.meta.get(catalogueMetaKey(partnerId))) !== undefined;
}
