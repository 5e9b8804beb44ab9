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
  /** a newer version being read while `facts` keeps answering */
  refreshing?: boolean;
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

/**
 * The search facts of every listable product of the partner on the device. When the catalogue
 * changed since they were read, the facts already in memory answer at once and the new ones are
 * read meanwhile (a keystroke never waits for 20,000 rows); `onRefreshed` is called when they are
 * in, so the caller can search again.
 */
export async function searchFacts(db: UserDb, partnerId: number, onRefreshed?: () => void): Promise<SearchFacts[]> {
  const version = await catalogueVersion(db, partnerId);
  let byPartner = cache.get(db);
  if (!byPartner) cache.set(db, (byPartner = new Map()));
  const partnerCache = byPartner;
  const cached = partnerCache.get(partnerId);
  if (cached?.version === version) return cached.facts;
  const facts = readFacts(db, partnerId);
  if (!cached) {
    partnerCache.set(partnerId, { version, facts });
    facts.catch(() => partnerCache.delete(partnerId));
    return facts;
  }
  if (!cached.refreshing) {
    cached.refreshing = true;
    facts.then(
      () => {
        partnerCache.set(partnerId, { version, facts });
        onRefreshed?.();
      },
      () => (cached.refreshing = false),
    );
  }
  return cached.facts;
}

/** True once the device holds the partner's whole catalogue (its first pull finished). */
export async function hasWholeCatalogue(db: UserDb, partnerId: number): Promise<boolean> {
  return (await db.meta.get(catalogueMetaKey(partnerId))) !== undefined;
}
