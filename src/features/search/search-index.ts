// The partner's search facts in memory: read from the device's catalogue once, read again
// only when the catalogue changed (docs/decisions.md, 'Search runs in memory on the device').
import type { StoredProduct, UserDb } from '../../db/user-db';
import { catalogueMetaKey } from '../../sync/pulls/catalogue';
import { yieldToMain } from '../../sync/pulls/chunks';
import { toSearchFacts, type SearchFacts } from './local-ranking';

// Rows read per request, with a yield between requests: a long read is no long task.
const READ_PAGE = 2000;

interface CachedIndex {
  version: string;
  facts: Promise<SearchFacts[]>;
  /** the facts once read: a search answers from them without waiting */
  read?: SearchFacts[];
  /** a check of the catalogue's version (and a read of the newer facts) under way */
  revalidating?: boolean;
  /** called when newer facts replaced these: the latest search's, so it searches again */
  onRefreshed?: () => void;
}

const cache = new WeakMap<UserDb, Map<number, CachedIndex>>();

async function readFacts(db: UserDb, partnerId: number): Promise<SearchFacts[]> {
  const facts: SearchFacts[] = [];
  let after = -Infinity;
  for (;;) {
    const rows: StoredProduct[] = await db.products
      .where('[partnerId+id]')
      .between([partnerId, after], [partnerId, Infinity], false, true)
      .limit(READ_PAGE)
      .toArray();
    for (const row of rows) {
      const fact = toSearchFacts(row);
      if (fact) facts.push(fact);
    }
    if (rows.length < READ_PAGE) return facts;
    after = rows[rows.length - 1]!.id;
    await yieldToMain();
  }
}

/**
 * What the facts are read from: the catalogue's cursor (it moves when a pull or refresh
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
  const entry: CachedIndex = { version, facts: readFacts(db, partnerId) };
  entry.facts.then(
    (facts) => (entry.read = facts),
    () => partnerCache(db).get(partnerId) === entry && partnerCache(db).delete(partnerId),
  );
  return entry;
}

/** Reads the catalogue's version; when it moved, reads the newer facts and swaps them in, then tells the latest search. */
async function revalidate(db: UserDb, partnerId: number, cached: CachedIndex): Promise<void> {
  cached.revalidating = true;
  try {
    const version = await catalogueVersion(db, partnerId);
    if (version === cached.version) return;
    const next = startReading(db, partnerId, version);
    await next.facts;
    partnerCache(db).set(partnerId, next);
    cached.onRefreshed?.();
  } finally {
    cached.revalidating = false;
  }
}

/**
 * The search facts of every listable product of the partner, when in memory: at once, while the
 * catalogue's version is checked meanwhile. When it changed since they were read, the facts in
 * memory keep answering and the new ones are read (a keystroke never waits for IndexedDB);
 * `onRefreshed` is called when they are in, so the caller can search again.
 */
export function factsInMemory(db: UserDb, partnerId: number, onRefreshed?: () => void): SearchFacts[] | undefined {
  const cached = partnerCache(db).get(partnerId);
  if (!cached?.read) return undefined;
  cached.onRefreshed = onRefreshed;
  if (!cached.revalidating) revalidate(db, partnerId, cached).catch(() => undefined);
  return cached.read;
}

/** The search facts of every listable product of the partner: from memory, or read from the device's catalogue. */
export async function searchFacts(db: UserDb, partnerId: number, onRefreshed?: () => void): Promise<SearchFacts[]> {
  const inMemory = factsInMemory(db, partnerId, onRefreshed);
  if (inMemory) return inMemory;
  const cached = partnerCache(db).get(partnerId);
  if (cached) return cached.facts;
  const version = await catalogueVersion(db, partnerId);
  // Another call may have started the read meanwhile.
  const started = partnerCache(db).get(partnerId) ?? startReading(db, partnerId, version);
  partnerCache(db).set(partnerId, started);
  return started.facts;
}

/** True once the device holds the partner's whole catalogue (its first pull finished). */
export async function hasWholeCatalogue(db: UserDb, partnerId: number): Promise<boolean> {
  return (await db.meta.get(catalogueMetaKey(partnerId))) !== undefined;
}
