import { z } from 'zod';
import type { Db } from '../db/client';
import {
  familyIds, insertProducts, lockPartnerCatalogue, lockProductsByCode, namedIds, newProductIds, updateChangedProducts,
} from '../db/queries/product-import';
import { importedProductColumns, type ImportedProductColumns } from '../domain/imported-product';
import { productRowSchema, type ProductRow } from '../domain/product-row';
import { normalizeSearch } from '../domain/search-key';
import { rowStatusSchema } from './batch-row';

export const DUPLICATE_CODE = 'Código repetido neste lote: vale só a primeira linha com ele.';
export const CODE_TAKEN = 'Outro envio criou este código ao mesmo tempo. Envie a linha de novo.';

export const productRowResultSchema = z
  .object({
    code: z.string().optional().meta({ description: "The row's code, when it has one." }),
    status: rowStatusSchema,
    id: z.number().int().optional().meta({ description: "The product's id in Balcão (what the app and the media URLs use)." }),
    message: z.string().optional().meta({ description: 'For `error`: what is wrong, in Portuguese.' }),
    field: z.string().optional().meta({ description: 'For `error`: the field concerned, as a dotted path (`prices.sales`).' }),
  })
  .meta({ id: 'ProductRowResult', description: 'What one row of the batch did, in the order sent.' });

export type RowResult = z.infer<typeof productRowResultSchema>;

export interface UpsertProductsInput {
  partnerId: number;
  /** the rows as sent: each is validated on its own, so a bad row never stops the good ones */
  rows: unknown[];
  /** CDN_HOST: the only host images may come from */
  cdnHost: string;
}

const rawCode = (row: unknown) => {
  const code = (row as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.trim() ? code.trim() : undefined;
};

/** Each row validated, or its error; a code already seen earlier in the batch is an error. */
function validate(rows: unknown[], cdnHost: string): (ProductRow | RowResult)[] {
  const schema = productRowSchema(cdnHost);
  const seen = new Set<string>();
  return rows.map((row) => {
    const code = rawCode(row);
    if (code !== undefined && seen.has(code)) return { code, status: 'error', message: DUPLICATE_CODE, field: 'code' };
    if (code !== undefined) seen.add(code);
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    return { code, status: 'error', message: issue?.message ?? 'Produto inválido.', field: issue?.path.join('.') || undefined };
  });
}

const isResult = (item: ProductRow | RowResult): item is RowResult => 'status' in item;

/**
 * Creates or updates a partner's products by their own codes (issue 30, Integration API → Catalogue): one answer per
 * row, in order. Only rows that differ from what is stored are written, so the same batch twice changes nothing
 * and moves no catalogue change number. What is written reaches devices through the catalogue changes; a product
 * set inactive is `deleted` there (removed from devices); new prices are what an order waiting on a device is
 * checked against when it is sent, as with `changePrice` (docs/decisions/0125-order-terms-check.md).
 */
export async function upsertProducts(db: Db, { partnerId, rows, cdnHost }: UpsertProductsInput): Promise<RowResult[]> {
  const checked = validate(rows, cdnHost);
  const valid = checked.filter((item): item is ProductRow => !isResult(item));
  if (valid.length === 0) return checked as RowResult[];
  const written = await db.transaction(async (tx) => {
    await lockPartnerCatalogue(tx, partnerId);
    const departments = await namedIds(tx, 'departments', [...new Set(valid.map((row) => row.department))]);
    const brands = await namedIds(tx, 'brands', [...new Set(valid.map((row) => row.brand))]);
    const families = await familyIds(
      tx,
      [...new Map(valid.map((row) => [row.family, { name: row.family, sort_key: normalizeSearch(row.family), department_id: departments.get(row.department)! }])).values()],
    );
    const existing = await lockProductsByCode(tx, partnerId, valid.map((row) => row.code));
    const fresh = valid.filter((row) => !existing.has(row.code));
    const freshIds = await newProductIds(tx, fresh.length);
    const idOf = new Map([...existing, ...fresh.map((row, index) => [row.code, freshIds[index]] as const)]);
    const columns = new Map<string, ImportedProductColumns>(
      valid.map((row) => [
        row.code,
        importedProductColumns(row, partnerId, idOf.get(row.code)!, {
          family: families.get(row.family)!, brand: brands.get(row.brand)!, department: departments.get(row.department)!,
        }),
      ]),
    );
    const created = await insertProducts(tx, fresh.map((row) => columns.get(row.code)!));
    const updated = await updateChangedProducts(tx, partnerId, valid.filter((row) => existing.has(row.code)).map((row) => columns.get(row.code)!));
    return { existing, created, updated, idOf };
  });
  return checked.map((item): RowResult => {
    if (isResult(item)) return item;
    const id = written.idOf.get(item.code)!;
    if (!written.existing.has(item.code)) {
      return written.created.has(item.code) ? { code: item.code, status: 'created', id } : { code: item.code, status: 'error', message: CODE_TAKEN };
    }
    return { code: item.code, status: written.updated.has(id) ? 'updated' : 'unchanged', id };
  });
}
