import { Hono } from 'hono';
import type { Partner } from '../../../src/domain/entities/account';
import type { AppDeps, AppEnv } from '../deps';
import { partnersForCustomer } from '../db/queries/partners';
import { mediaUrl } from '../domain/media-url';
import { requireAuth } from '../http/guards';

/** Every partner, marked by whether it serves the signed-in customer (no partner header: this is how one is chosen). */
export function partnerRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get('/partner/customer', auth, async (c) => {
      const rows = await partnersForCustomer(db, c.get('auth').customerId);
      return c.json(
        rows.map((row): Partner => ({
          id: row.id,
          name: row.name,
          urlImage: mediaUrl(config, 'partners', row.id),
          urlCatalog: row.url_catalog,
          servesCustomer: row.serves,
        })),
      );
    });
}
