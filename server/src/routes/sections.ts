import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { isPartnerFamily } from '../db/queries/families';
import { fileFamily, isPartnerSection, partnerSections, sectionsInUse, unfileFamily } from '../db/queries/sections';
import { fail } from '../http/errors';
import { requireAuth, requirePartner, servedPartner } from '../http/guards';
import { pathId } from '../http/path-id';

const SECTION_NOT_FOUND = 'Setor não encontrado.';
const FAMILY_NOT_FOUND = 'Família não encontrada.';

/** The partner's sectors and the customer's filing of product families into them. */
export function sectionRoutes(deps: AppDeps) {
  const { db } = deps;
  const auth = requireAuth(deps);
  const partner = requirePartner(deps);

  /** The sector (of the partner in the header) and the family (sold by it) the path names. */
  async function filing(c: Context<AppEnv>) {
    const partnerId = c.get('partnerId');
    const sectionId = pathId(c.req.param('sectionId') ?? '', SECTION_NOT_FOUND);
    const familyId = pathId(c.req.param('familyId') ?? '', FAMILY_NOT_FOUND);
    if (!(await isPartnerSection(db, partnerId, sectionId))) fail(404, SECTION_NOT_FOUND);
    if (!(await isPartnerFamily(db, partnerId, familyId))) fail(404, FAMILY_NOT_FOUND);
    return { customerId: c.get('auth').customerId, partnerId, sectionId, familyId };
  }

  return new Hono<AppEnv>()
    .get('/purchase/customer/section/:partnerId', auth, async (c) => {
      const partnerId = await servedPartner(db, c.get('auth').customerId, c.req.param('partnerId'));
      return c.json(await partnerSections(db, partnerId));
    })
    .get('/purchase/customer/section/:partnerId/with-product', auth, async (c) => {
      const { customerId } = c.get('auth');
      const partnerId = await servedPartner(db, customerId, c.req.param('partnerId'));
      return c.json(await sectionsInUse(db, partnerId, customerId));
    })
    .put('/purchase/customer/section/:sectionId/product-family/:familyId', auth, partner, async (c) => {
      const { customerId, partnerId, sectionId, familyId } = await filing(c);
      await fileFamily(db, customerId, partnerId, familyId, sectionId);
      return c.body(null, 204);
    })
    .delete('/purchase/customer/section/:sectionId/product-family/:familyId', auth, partner, async (c) => {
      const { customerId, partnerId, sectionId, familyId } = await filing(c);
      await unfileFamily(db, customerId, partnerId, familyId, sectionId);
      return c.body(null, 204);
    });
}
