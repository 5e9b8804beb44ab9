import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { CatalogueChanges } from '../../../src/domain/entities/catalogue';
import type { AppDeps, AppEnv } from '../deps';
import { catalogueChanges, catalogueVersion, type ChangeMark } from '../db/queries/catalogue-changes';
import { selectEntries } from '../db/queries/product-entries';
import { byId, productIdsCondition } from '../db/queries/product-lists';
import { toProductEntry } from '../domain/product-entry';
import { fail, parse } from '../http/errors';
import { requireAuth, requirePartner } from '../http/guards';
import { changesQuery } from '../http/page-query';

/** Above every product id (an integer column). */
const LAST_ID = 2_147_483_647;

/** `since` as the device sent it: `N` (every change up to N), or `N.id` (a page ended inside N's changes). */
function markOf(since: string): ChangeMark {
  const [seq, id] = since.split('.');
  return { seq: Number(seq), id: id === undefined ? LAST_ID : Number(id) };
}

/**
 * What changed in the partner's catalogue since the device's cursor
 * (docs/decisions/0050-incremental-catalogue-refresh-a-per-partner-change-number.md): products changed or whose customer
 * view changed, with their whole entry, and ids of products gone. Without `since`, only the current cursor (the device
 * is about to pull everything).
 */
export function catalogueChangeRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const auth = requireAuth(deps);
  const partner = requirePartner(deps);
  return new Hono<AppEnv>().get('/purchase/catalogue/changes', auth, partner, compress(), async (c) => {
    const query = parse(changesQuery, c.req.query());
    const partnerId = c.get('partnerId');
    const { customerId } = c.get('auth');
    if (query.since === undefined) {
      return c.json<CatalogueChanges>({ cursor: String(await catalogueVersion(db, partnerId)), items: [], removed: [], lastPage: true });
    }
    const mark = markOf(query.since);
    const { version, rows } = await catalogueChanges(db, partnerId, customerId, mark, query.size + 1);
    if (mark.seq > version) fail(409, 'O catálogo foi refeito: é preciso baixá-lo de novo.');
    const page = rows.slice(0, query.size);
    const lastPage = rows.length <= query.size;
    const live = page.filter((row) => !row.removed).map((row) => row.id);
    const entries = live.length ? await selectEntries(db, { customerId, partnerId, conditions: [productIdsCondition(live)] }, byId, live.length, 0) : [];
    const last = page[page.length - 1];
    return c.json<CatalogueChanges>({
      cursor: lastPage || !last ? String(version) : `${last.seq}.${last.id}`,
      items: entries.map((row) => toProductEntry(row, config)),
      removed: page.filter((row) => row.removed).map((row) => row.id),
      lastPage,
    });
  });
}
