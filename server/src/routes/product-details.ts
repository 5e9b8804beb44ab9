import { Hono } from 'hono';
import type { Datasheet, ProductHistory, SalesUnit } from '../../../src/domain/entities/catalogue';
import type { AppDeps, AppEnv } from '../deps';
import { historyProduct, productDatasheet, productImagePositions, productPurchases } from '../db/queries/product-details';
import { productImageUrl } from '../domain/media-url';
import { fail, parse } from '../http/errors';
import { requireAuth, requirePartner } from '../http/guards';
import { historyQuery } from '../http/page-query';
import { pathId } from '../http/path-id';

const PRODUCT_NOT_FOUND = 'Produto não encontrado.';

/** A product's purchase history, datasheet and images: what the product screens open beyond its card. */
export function productDetailRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const auth = requireAuth(deps);
  const partner = requirePartner(deps);
  return new Hono<AppEnv>()
    .get('/purchase/product/:id/history', auth, partner, async (c) => {
      const id = pathId(c.req.param('id'), PRODUCT_NOT_FOUND);
      const query = parse(historyQuery, c.req.query());
      const product = await historyProduct(db, c.get('partnerId'), id);
      if (!product) fail(404, PRODUCT_NOT_FOUND);
      const rows = await productPurchases(db, c.get('auth').customerId, id, query.size, query.page * query.size);
      const total = rows[0]?.total ?? 0;
      const packaging = new Map(product.packages.map((pkg) => [pkg.id, pkg.label]));
      const unitType = product.sales_unit as SalesUnit;
      return c.json<ProductHistory>({
        product: {
          id: product.id,
          family: { name: product.family_name },
          salesUnit: unitType,
          packages: product.packages.map((pkg) => ({ id: pkg.id, description: pkg.description })),
        },
        history: rows.map((row) => ({
          date: row.date,
          quantity: row.quantity,
          unitType,
          packaging: packaging.get(row.package_id) ?? '',
          productPackageId: row.package_id,
        })),
        lastPage: (query.page + 1) * query.size >= total,
        totalElements: total,
      });
    })
    .get('/products/:id/datasheet', auth, partner, async (c) => {
      const sheet = await productDatasheet(db, c.get('partnerId'), pathId(c.req.param('id'), PRODUCT_NOT_FOUND));
      if (!sheet) fail(404, PRODUCT_NOT_FOUND);
      return c.json<Datasheet>({ barcode: sheet.barcode, technicalInfo: sheet.technical_info ?? '', attributes: sheet.attributes ?? [] });
    })
    .get('/products/:id/images', auth, partner, async (c) => {
      const id = pathId(c.req.param('id'), PRODUCT_NOT_FOUND);
      const positions = await productImagePositions(db, c.get('partnerId'), id);
      if (!positions) fail(404, PRODUCT_NOT_FOUND);
      return c.json((positions.length ? positions : [1]).map((position) => productImageUrl(config, id, position)));
    });
}
