import { Hono } from 'hono';
import type { Partner } from '../../../src/domain/entities/account';
import type { Contact } from '../../../src/domain/entities/catalogue';
import type { AppDeps, AppEnv } from '../deps';
import { partnerContacts, partnersForCustomer } from '../db/queries/partners';
import { mediaUrl } from '../domain/media-url';
import { requireAuth, requirePartner } from '../http/guards';

/** Every partner, marked by whether it serves the signed-in customer (no partner header: this is how one is chosen), and its contacts. */
export function partnerRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const auth = requireAuth(deps);
  const partner = requirePartner(deps);
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
    })
    .get('/partner/contact', auth, partner, async (c) => {
      const rows = await partnerContacts(db, c.get('partnerId'));
      return c.json(rows.map((row): Contact => ({ name: row.name, description: row.description, phoneNumber: row.phone_number })));
    });
}
