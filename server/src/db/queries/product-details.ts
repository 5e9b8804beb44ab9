import type { Package } from '../../../../src/domain/entities/catalogue';
import type { Db } from '../client';

/** What the history screen shows of a product of the partner (removed ones included: it was bought). */
export async function historyProduct(db: Db, partnerId: number, productId: number) {
  const [row] = await db.query<{ id: number; family_name: string; sales_unit: string; packages: Package[] }>(
    `SELECT p.id, f.name AS family_name, p.sales_unit, p.packages FROM products p JOIN families f ON f.id = p.family_id
     WHERE p.id = $1 AND p.partner_id = $2`,
    [productId, partnerId],
  );
  return row;
}

export interface PurchaseRow {
  date: string;
  quantity: number;
  package_id: number;
  total: number;
}

/** The customer's purchases of the product, newest first, one page; `total` counts them all. */
export async function productPurchases(db: Db, customerId: number, productId: number, limit: number, offset: number): Promise<PurchaseRow[]> {
  return db.query<PurchaseRow>(
    `SELECT to_char(h.ordered_on, 'DD/MM/YYYY') AS date, h.quantity, h.package_id, count(*) OVER ()::int AS total
     FROM purchase_history h WHERE h.customer_id = $1 AND h.product_id = $2
     ORDER BY h.ordered_on DESC, h.id DESC LIMIT $3 OFFSET $4`,
    [customerId, productId, limit, offset],
  );
}

export async function productDatasheet(db: Db, partnerId: number, productId: number) {
  const [row] = await db.query<{ barcode: string; technical_info: string | null; attributes: { name: string; value: string }[] | null }>(
    `SELECT p.barcode, d.technical_info, d.attributes FROM products p LEFT JOIN product_datasheets d ON d.product_id = p.id
     WHERE p.id = $1 AND p.partner_id = $2 AND NOT p.deleted`,
    [productId, partnerId],
  );
  return row;
}

/** The positions of the product's images; undefined when the partner does not sell it. */
export async function productImagePositions(db: Db, partnerId: number, productId: number): Promise<number[] | undefined> {
  const rows = await db.query<{ position: number | null }>(
    `SELECT i.position FROM products p LEFT JOIN product_images i ON i.product_id = p.id
     WHERE p.id = $1 AND p.partner_id = $2 AND NOT p.deleted ORDER BY i.position`,
    [productId, partnerId],
  );
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.position === null ? [] : [row.position]));
}

/** The view an image shows; undefined for an unknown image. */
export async function productImageView(db: Db, productId: number, position: number) {
  const [row] = await db.query<{ view: string }>('SELECT view FROM product_images WHERE product_id = $1 AND position = $2', [productId, position]);
  return row?.view;
}
