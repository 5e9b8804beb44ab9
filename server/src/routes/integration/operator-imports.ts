import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { pathId } from '../../http/path-id';
import { assertPartner, PARTNER_NOT_FOUND } from '../../services/known-partner';
import { upsertCustomers } from '../../services/upsert-customers';
import { upsertProducts } from '../../services/upsert-products';
import { customerBatchRows } from './customers';
import { productBatchRows } from './products';

/**
 * The `npm run import` command's routes (behind OPERATOR_SECRET): a partner's catalogue and customers batches, with
 * the same bodies, services and answers as the partner's own token routes, for a partner named by its id.
 */
export function operatorImportRoutes(deps: AppDeps) {
  const { db } = deps;
  const partnerOf = async (value: string) => {
    const partnerId = pathId(value, PARTNER_NOT_FOUND);
    await assertPartner(db, partnerId);
    return partnerId;
  };
  return new Hono<AppEnv>()
    .post('/partners/:partnerId/products/batch', async (c) => {
      const partnerId = await partnerOf(c.req.param('partnerId'));
      const rows = await productBatchRows(c);
      return c.json({ results: await upsertProducts(db, { partnerId, rows, cdnHost: deps.config.cdnHost }) });
    })
    .post('/partners/:partnerId/customers/batch', async (c) => {
      const partnerId = await partnerOf(c.req.param('partnerId'));
      return c.json({ results: await upsertCustomers(db, partnerId, await customerBatchRows(c)) });
    });
}
