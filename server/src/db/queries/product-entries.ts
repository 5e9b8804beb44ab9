import type { Issue } from '../../../../src/domain/entities/cart';
import type { Db } from '../client';
import { sqlParams, type Condition, type Placeholder } from '../sql-params';

export interface EntryScope {
  customerId: number;
  partnerId: number;
  conditions: Condition[];
}

export interface EntryRow {
  id: number;
  code: string;
  family_id: number;
  family_name: string;
  brand_id: number;
  brand_name: string;
  department_id: number;
  characteristics: string[];
  validity: string | null;
  sales_unit: string;
  packages: { id: number; label: string }[];
  list_price: number;
  sales_price: number;
  promotions: { minQuantity: number; maxQuantity: number; price: number }[];
  variable_weight: boolean;
  deleted: boolean;
  is_fefo: boolean;
  barcode: string;
  show_additional_info: boolean;
  relevance: number;
  /** https URLs on CDN_HOST sent by the partner's system; empty: the generated image */
  image_urls: string[];
  favorite: boolean;
  suggested_quantity: number | null;
  last_quantity: number | null;
  last_package_id: number | null;
  last_date: string | null;
  cart_quantity: number | null;
  cart_price: number | null;
  cart_package_id: number | null;
  cart_issues: Issue[] | null;
  section_id: number | null;
  section_name: string | null;
}

function whereClause(scope: EntryScope, p: Placeholder): string {
  const base = [`p.partner_id = ${p(scope.partnerId)}`, 'NOT p.deleted'];
  return base.concat(scope.conditions.map((condition) => `(${condition(p)})`)).join(' AND ');
}

/** Products with the customer's own view of them (favorite, last order, suggestion, cart item, sector). */
export async function selectEntries(
  db: Db,
  scope: EntryScope,
  orderBy: (p: Placeholder) => string,
  limit: number,
  offset: number,
): Promise<EntryRow[]> {
  const { params, p } = sqlParams();
  const customer = p(scope.customerId);
  const where = whereClause(scope, p);
  return db.query<EntryRow>(
    `SELECT p.id, p.code, p.family_id, f.name AS family_name, p.brand_id, b.name AS brand_name, p.department_id,
       p.characteristics, to_char(p.validity, 'DD/MM/YYYY') AS validity, p.sales_unit, p.packages, p.list_price,
       p.sales_price, p.promotions, p.variable_weight, p.deleted, p.is_fefo, p.barcode, p.show_additional_info, p.relevance, p.image_urls,
       fav.product_id IS NOT NULL AS favorite, s.suggested_quantity,
       lo.quantity AS last_quantity, lo.package_id AS last_package_id, to_char(lo.ordered_on, 'DD/MM/YYYY') AS last_date,
       ci.quantity AS cart_quantity, ci.price AS cart_price, ci.package_id AS cart_package_id, ci.issues AS cart_issues,
       sec.id AS section_id, sec.name AS section_name
     FROM products p
     JOIN families f ON f.id = p.family_id
     JOIN brands b ON b.id = p.brand_id
     LEFT JOIN favorites fav ON fav.customer_id = ${customer} AND fav.product_id = p.id
     LEFT JOIN suggestions s ON s.customer_id = ${customer} AND s.product_id = p.id
     LEFT JOIN LATERAL (
       SELECT h.quantity, h.package_id, h.ordered_on FROM purchase_history h
       WHERE h.customer_id = ${customer} AND h.product_id = p.id ORDER BY h.ordered_on DESC, h.id DESC LIMIT 1
     ) lo ON true
     LEFT JOIN carts cart ON cart.customer_id = ${customer} AND cart.partner_id = p.partner_id
     LEFT JOIN cart_items ci ON ci.cart_id = cart.id AND ci.product_id = p.id
     LEFT JOIN customer_family_sections cfs ON cfs.customer_id = ${customer} AND cfs.partner_id = p.partner_id AND cfs.family_id = p.family_id
     LEFT JOIN sections sec ON sec.id = cfs.section_id
     WHERE ${where}
     ORDER BY ${orderBy(p)}
     LIMIT ${p(limit)} OFFSET ${p(offset)}`,
    params,
  );
}

export async function countEntries(db: Db, scope: EntryScope): Promise<number> {
  const { params, p } = sqlParams();
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products p JOIN families f ON f.id = p.family_id JOIN brands b ON b.id = p.brand_id
     WHERE ${whereClause(scope, p)}`,
    params,
  );
  return row.n;
}

/** The departments present among the scope's products (the filter chips of a list). */
export async function departmentsIn(db: Db, scope: EntryScope): Promise<{ id: number; name: string }[]> {
  const { params, p } = sqlParams();
  return db.query(
    `SELECT d.id, d.name FROM departments d WHERE d.id IN (
       SELECT p.department_id FROM products p JOIN families f ON f.id = p.family_id JOIN brands b ON b.id = p.brand_id
       WHERE ${whereClause(scope, p)})
     ORDER BY d.name`,
    params,
  );
}
