import type { ProductListPage } from '../../../src/domain/entities/catalogue';
import type { AppDeps } from '../deps';
import { countEntries, departmentsIn, selectEntries, type EntryScope } from '../db/queries/product-entries';
import { filterConditions, type ListFilter } from '../db/queries/product-lists';
import type { Placeholder } from '../db/sql-params';
import { toProductEntry } from '../domain/product-entry';

/** One page of a scope; the filter chips list the departments of the scope before its own filters. */
export async function productPage(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  scope: EntryScope,
  filters: ListFilter[],
  order: (p: Placeholder) => string,
  pageIndex: number,
  size: number,
): Promise<ProductListPage> {
  const filtered = { ...scope, conditions: [...scope.conditions, ...filterConditions(filters, scope.customerId)] };
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
