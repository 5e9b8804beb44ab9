import { Hono } from 'hono';
import type { ProductListPage } from '../../../src/domain/entities/catalogue';
import type { AppDeps, AppEnv } from '../deps';
import { countEntries, departmentsIn, selectEntries, type EntryScope } from '../db/queries/product-entries';
import {
  byId, filterConditions, listCondition, listOrder, productIdCondition, searchConditions, searchOrder, type ListFilter,
} from '../db/queries/product-lists';
import type { Placeholder } from '../db/sql-params';
import { toProductEntry } from '../domain/product-entry';
import { fail, parse } from '../http/errors';
import { requireAuth, requirePartner } from '../http/guards';
import { listQuery, listTypeSchema, searchQuery } from '../http/page-query';
import { pathId } from '../http/path-id';

export function catalogueRoutes(deps: AppDeps) {
  const { db, config } = deps;

  /** One page of a scope; the filter chips list the departments of the scope before its own filters. */
  async function page(scope: EntryScope, filters: ListFilter[], order: (p: Placeholder) => string, pageIndex: number, size: number): Promise<ProductListPage> {
    const filtered = { ...scope, conditions: [...scope.conditions, ...filterConditions(filters)] };
    const [rows, total, departments] = await Promise.all([
      selectEntries(db, filtered, order, size, pageIndex * size),
      countEntries(db, filtered),
      departmentsIn(db, scope),
    ]);
    const totalPages = Math.ceil(total / size);
    return {
      items: rows.map((row) => toProductEntry(row, config)),
      lastPage: pageIndex + 1 >= totalPages,
      totalPages,
      totalElements: total,
      filters: departments.map((d) => ({ id: d.id, name: d.name, type: 'CATEGORY' })),
    };
  }

  const auth = requireAuth(deps);
  const partner = requirePartner(deps);
  return new Hono<AppEnv>()
    .get('/purchase/types/:listType', auth, partner, async (c) => {
      const listType = parse(listTypeSchema, c.req.param('listType'));
      const query = parse(listQuery, c.req.query());
      const { customerId } = c.get('auth');
      const scope = { customerId, partnerId: c.get('partnerId'), conditions: [listCondition(listType, customerId)] };
      return c.json(await page(scope, query.filters, listOrder(listType, query.ordination, customerId), query.page, query.size));
    })
    .get('/purchase/search', auth, partner, async (c) => {
      const query = parse(searchQuery, c.req.query());
      const scope = { customerId: c.get('auth').customerId, partnerId: c.get('partnerId'), conditions: searchConditions(query.filter) };
      return c.json(await page(scope, query.filters, searchOrder(query.filter), query.page, query.size));
    })
    .get('/purchase/product/:id', auth, partner, async (c) => {
      const id = pathId(c.req.param('id'), 'Produto não encontrado.');
      const scope = { customerId: c.get('auth').customerId, partnerId: c.get('partnerId'), conditions: [productIdCondition(id)] };
      const [row] = await selectEntries(db, scope, byId, 1, 0);
      if (!row) fail(404, 'Produto não encontrado.');
      return c.json(toProductEntry(row, config));
    });
}
