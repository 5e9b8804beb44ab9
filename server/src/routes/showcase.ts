import { Hono } from 'hono';
import type { Banner, Brand, Category, Family } from '../../../src/domain/entities/catalogue';
import type { AppDeps, AppEnv } from '../deps';
import { partnerBanners, partnerBrands, partnerDepartments } from '../db/queries/showcase';
import { departmentFamilies, isPartnerDepartment } from '../db/queries/families';
import { words } from '../db/queries/product-lists';
import { mediaUrl } from '../domain/media-url';
import { fail, parse } from '../http/errors';
import { familySearchQuery } from '../http/page-query';
import { pathId } from '../http/path-id';
import { requireAuth, requirePartner, servedPartner } from '../http/guards';

/** Banners, brands, departments and their families of a partner: what the home screen, drawer and category screen show. */
export function showcaseRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const auth = requireAuth(deps);
  const partner = requirePartner(deps);
  return new Hono<AppEnv>()
    .get('/purchase/banners', auth, partner, async (c) => {
      const rows = await partnerBanners(db, c.get('partnerId'));
      return c.json(
        rows.map((row): Banner => ({
          id: row.id,
          url: mediaUrl(config, 'banners', row.id),
          destinationLink: row.destination_link,
          headline: row.headline,
        })),
      );
    })
    .get('/products/brands/:partnerId', auth, async (c) => {
      const partnerId = await servedPartner(db, c.get('auth').customerId, c.req.param('partnerId'));
      const rows = await partnerBrands(db, partnerId);
      return c.json(rows.map((row): Brand => ({ ...row, mediaUrl: mediaUrl(config, 'brands', row.id) })));
    })
    .get('/products/departments', auth, partner, async (c) => {
      const rows = await partnerDepartments(db, c.get('partnerId'));
      return c.json(rows.map((row): Category => ({ ...row, mediaUrl: mediaUrl(config, 'categories', row.id) })));
    })
    .get('/products/departments/:id/families', auth, partner, async (c) => {
      const departmentId = pathId(c.req.param('id'), 'Categoria não encontrada.');
      const query = parse(familySearchQuery, c.req.query());
      if (!(await isPartnerDepartment(db, c.get('partnerId'), departmentId))) fail(404, 'Categoria não encontrada.');
      const rows = await departmentFamilies(db, c.get('partnerId'), departmentId, words(query.filter));
      return c.json(rows satisfies Family[]);
    });
}
