import type { ImportedProductColumns } from '../../domain/imported-product';
import type { Db } from '../client';

/** Families, brands and departments are shared by every partner: one writer at a time creates the missing ones. */
const NAMES_LOCK = 906;

/** The columns a batch writes; the unchanged test compares exactly these. */
const WRITTEN = [
  'name', 'category', 'family_id', 'brand_id', 'department_id', 'barcode', 'sales_unit', 'variable_weight', 'packages',
  'list_price', 'sales_price', 'promotions', 'available', 'stock', 'is_fefo', 'validity', 'deleted', 'image_urls', 'search_key',
];

/**
 * The partner's catalogue lock (the one the change-number trigger takes) for the whole transaction: a partner's
 * batches run one after the other, so two never decide insert-or-update on the same code at once.
 */
export async function lockPartnerCatalogue(tx: Db, partnerId: number): Promise<void> {
  await tx.query('SELECT catalogue_lock($1)', [partnerId]);
}

async function idsByName(tx: Db, table: 'departments' | 'brands' | 'families', names: string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; name: string }>(`SELECT min(id) AS id, name FROM ${table} WHERE name = ANY($1::text[]) GROUP BY name`, [names]);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Name → id in `table` (departments, brands), creating the names not there yet (only then under the names lock). */
export async function namedIds(tx: Db, table: 'departments' | 'brands', names: string[]): Promise<Map<string, number>> {
  const known = await idsByName(tx, table, names);
  if (known.size === names.length) return known;
  await tx.query('SELECT pg_advisory_xact_lock($1)', [NAMES_LOCK]);
  await tx.query(
    `INSERT INTO ${table} (name) SELECT n FROM unnest($1::text[]) n WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.name = n)`,
    [names],
  );
  return idsByName(tx, table, names);
}

/** Family name → id, creating the missing families (only then under the names lock) in the department given with them. */
export async function familyIds(tx: Db, families: { name: string; sort_key: string; department_id: number }[]): Promise<Map<string, number>> {
  const names = families.map((family) => family.name);
  const known = await idsByName(tx, 'families', names);
  if (known.size === names.length) return known;
  await tx.query('SELECT pg_advisory_xact_lock($1)', [NAMES_LOCK]);
  await tx.query(
    `INSERT INTO families (name, sort_key, department_id)
     SELECT x.name, x.sort_key, x.department_id FROM jsonb_to_recordset($1::jsonb) AS x(name text, sort_key text, department_id integer)
     WHERE NOT EXISTS (SELECT 1 FROM families f WHERE f.name = x.name)`,
    [JSON.stringify(families)],
  );
  return idsByName(tx, 'families', names);
}

/** The partner's products with these codes (code → id), their rows locked until the transaction ends. */
export async function lockProductsByCode(tx: Db, partnerId: number, codes: string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; code: string }>(
    'SELECT id, code FROM products WHERE partner_id = $1 AND code = ANY($2::text[]) ORDER BY code FOR UPDATE',
    [partnerId, codes],
  );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * One of the partner's products as a batch row would set it, its row locked until the transaction ends; undefined
 * when the partner has no such product (or it is inactive). A change to some of its columns (a new price) is then
 * written by `updateChangedProducts`, the one statement that updates a product.
 */
export async function lockStoredProduct(tx: Db, partnerId: number, productId: number): Promise<ImportedProductColumns | undefined> {
  const columns = WRITTEN.map((column) => (column === 'validity' ? 'validity::text AS validity' : column)).join(', ');
  const [row] = await tx.query<ImportedProductColumns>(
    `SELECT id, partner_id, code, ${columns} FROM products WHERE id = $1 AND partner_id = $2 AND NOT deleted FOR UPDATE`,
    [productId, partnerId],
  );
  return row;
}

/** `count` fresh product ids, known before the insert because the packages' ids derive from them. */
export async function newProductIds(tx: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id FROM generate_series(1, $1)", [count]);
  return rows.map((row) => row.id);
}

/** Inserts the products; answers the codes inserted (a code taken meanwhile is skipped by the (partner, code) key). */
export async function insertProducts(tx: Db, rows: ImportedProductColumns[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const columns = ['id', 'partner_id', 'code', ...WRITTEN].join(', ');
  const inserted = await tx.query<{ code: string }>(
    `INSERT INTO products (${columns}, characteristics, show_additional_info, relevance)
     SELECT ${columns}, '[]'::jsonb, false, 0 FROM jsonb_populate_recordset(NULL::products, $1::jsonb)
     ON CONFLICT (partner_id, code) DO NOTHING RETURNING code`,
    [JSON.stringify(rows)],
  );
  return new Set(inserted.map((row) => row.code));
}

/**
 * Writes the rows that differ from what is stored; answers the ids written. A row written takes the partner's next
 * catalogue change number (trigger), so devices pull it; a row equal to the stored one is not written at all.
 */
export async function updateChangedProducts(tx: Db, partnerId: number, rows: ImportedProductColumns[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const updated = await tx.query<{ id: number }>(
    `UPDATE products p SET ${WRITTEN.map((column) => `${column} = x.${column}`).join(', ')}
     FROM jsonb_populate_recordset(NULL::products, $2::jsonb) x
     WHERE p.id = x.id AND p.partner_id = $1
       AND (${WRITTEN.map((column) => `p.${column}`).join(', ')}) IS DISTINCT FROM (${WRITTEN.map((column) => `x.${column}`).join(', ')})
     RETURNING p.id`,
    [partnerId, JSON.stringify(rows)],
  );
  return new Set(updated.map((row) => row.id));
}
