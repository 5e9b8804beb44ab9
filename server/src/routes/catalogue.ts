import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { QUICK_ORDER_MAX_ROWS, codeKey } from '../../../src/domain/quick-order-lines';
import type { AppDeps, AppEnv } from '../deps';
import { selectEntries, type EntryScope } from '../db/queries/product-entries';
import { isPartnerFamily } from '../db/queries/families';
import {
  alphabetical, byId, codeKeyCondition, listCondition, listOrder, productIdCondition, searchConditions, searchOrder, sectionCondition,
} from '../db/queries/product-lists';
import { isPartnerSection } from '../db/queries/sections';
import { isPartnerBrand } from '../db/queries/showcase';
import type { Condition, Placeholder } from '../db/sql-params';
import { toProductEntry } from '../domain/product-entry';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth, requirePartner } from '../http/guards';
import { listQuery, listTypeSchema, pageQuery, searchQuery } from '../http/page-query';
import { pathId } from '../http/path-id';
import { productPage } from '../http/product-page';

const PRODUCT_NOT_FOUND = 'Produto não encontrado.';
const BRAND_FAMILY_SECTION_SIZE = 10;
const SIMILAR_SIZE = 5;

const CODES_MESSAGE = `Envie de 1 a ${QUICK_ORDER_MAX_ROWS} códigos.`;
/** The quick order's codes the device could not find in its catalogue (a code or a barcode each). */
const codesBody = z.object(
  {
    codes: z
      .array(z.string({ error: 'Código inválido.' }).trim().min(1, 'Código inválido.').max(200, 'Código inválido.'), { error: CODES_MESSAGE })
      .min(1, CODES_MESSAGE)
      .max(QUICK_ORDER_MAX_ROWS, CODES_MESSAGE),
  },
  { error: CODES_MESSAGE },
);

export function catalogueRoutes(deps: AppDeps) {
  const { db, config } = deps;

  function scopeOf(c: Context<AppEnv>, conditions: Condition[]): EntryScope {
    return { customerId: c.get('auth').customerId, partnerId: c.get('partnerId'), conditions };
  }

  async function entryRow(c: Context<AppEnv>) {
    const id = pathId(c.req.param('id') ?? '', PRODUCT_NOT_FOUND);
    const [row] = await selectEntries(db, scopeOf(c, [productIdCondition(id)]), byId, 1, 0);
    if (!row) fail(404, PRODUCT_NOT_FOUND);
    return row;
  }

  /** A page of `conditions` in alphabetical order, with the page query of `size` rows. */
  async function alphabeticalPage(c: Context<AppEnv>, conditions: Condition[], size: number) {
    const query = parse(pageQuery(size), c.req.query());
    return c.json(await productPage(deps, scopeOf(c, conditions), query.filters, alphabetical, query.page, query.size));
  }

  const auth = requireAuth(deps);
  const partner = requirePartner(deps);
  return new Hono<AppEnv>()
    .get('/purchase/types/:listType', auth, partner, async (c) => {
      const listType = parse(listTypeSchema, c.req.param('listType'));
      const query = parse(listQuery, c.req.query());
      const { customerId } = c.get('auth');
      const scope = scopeOf(c, [listCondition(listType, customerId)]);
      return c.json(await productPage(deps, scope, query.filters, listOrder(listType, query.ordination, customerId), query.page, query.size));
    })
    .get('/purchase/search', auth, partner, async (c) => {
      const query = parse(searchQuery, c.req.query());
      return c.json(await productPage(deps, scopeOf(c, searchConditions(query.filter)), query.filters, searchOrder(query.filter), query.page, query.size));
    })
    .post('/purchase/products/by-code', auth, partner, async (c) => {
      const keys = [...new Set(parse(codesBody, await readJson(c)).codes.map(codeKey))];
      // A key may name one product by its code and another by its barcode.
      const rows = await selectEntries(db, scopeOf(c, [codeKeyCondition(keys)]), byId, keys.length * 2, 0);
      return c.json(rows.map((row) => toProductEntry(row, config)));
    })
    .get('/purchase/brand/:brandId', auth, partner, async (c) => {
      const brandId = pathId(c.req.param('brandId'), 'Marca não encontrada.');
      if (!(await isPartnerBrand(db, c.get('partnerId'), brandId))) fail(404, 'Marca não encontrada.');
      return alphabeticalPage(c, [(p) => `p.brand_id = ${p(brandId)}`], BRAND_FAMILY_SECTION_SIZE);
    })
    .get('/purchase/family/:familyId', auth, partner, async (c) => {
      const familyId = pathId(c.req.param('familyId'), 'Família não encontrada.');
      if (!(await isPartnerFamily(db, c.get('partnerId'), familyId))) fail(404, 'Família não encontrada.');
      return alphabeticalPage(c, [(p) => `p.family_id = ${p(familyId)}`], BRAND_FAMILY_SECTION_SIZE);
    })
    .get('/purchase/product-section/:sectionId', auth, partner, async (c) => {
      const sectionId = pathId(c.req.param('sectionId'), 'Setor não encontrado.');
      if (!(await isPartnerSection(db, c.get('partnerId'), sectionId))) fail(404, 'Setor não encontrado.');
      return alphabeticalPage(c, [sectionCondition(sectionId, c.get('auth').customerId)], BRAND_FAMILY_SECTION_SIZE);
    })
    .get('/purchase/product/:id', auth, partner, async (c) => c.json(toProductEntry(await entryRow(c), config)))
    .get('/purchase/product/:id/others', auth, partner, async (c) => {
      const product = await entryRow(c);
      const query = parse(pageQuery(SIMILAR_SIZE), c.req.query());
      // Similar: the same category, the same family first.
      const scope = scopeOf(c, [(p) => `p.department_id = ${p(product.department_id)} AND p.id <> ${p(product.id)}`]);
      const order = (p: Placeholder) => `CASE WHEN p.family_id = ${p(product.family_id)} THEN 0 ELSE 1 END, p.relevance DESC, p.id`;
      return c.json(await productPage(deps, scope, query.filters, order, query.page, query.size));
    });
}
