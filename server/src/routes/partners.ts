import { Hono } from 'hono';
import type { Partner } from '../../../src/domain/entities/account';
import type { AppDeps, AppEnv } from '../deps';
import { mediaUrl } from '../domain/media-url';
import { requireAuth } from '../http/guards';

/** Every partner, marked by whether it serves the signed-in customer (no partner header: this is how one is chosen). */
export function partnerRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get('/partner/customer', auth, async (c) => {
      const rows = await db.query<{ id: number; name: string; url_catalog: string; serves: boolean }>(
        `SELECT p.id, p.name, p.url_catalog, pc.customer_id IS NOT NULL AS serves
         FROM partners p LEFT JOIN partner_customers pc ON pc.partner_id = p.id AND pc.customer_id = $1
         ORDER BY p.id`,
        [c.get('auth').customerId],
      );
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
