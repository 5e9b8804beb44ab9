import type { Db } from '../client';

export async function partnerBanners(db: Db, partnerId: number): Promise<{ id: number; headline: string; destination_link: string }[]> {
  return db.query('SELECT id, headline, destination_link FROM banners WHERE partner_id = $1 ORDER BY position', [partnerId]);
}

/** Brands with at least one product the partner still sells, by name. */
export async function partnerBrands(db: Db, partnerId: number): Promise<{ id: number; name: string }[]> {
  return db.query(
    'SELECT id, name FROM brands WHERE id IN (SELECT brand_id FROM products WHERE partner_id = $1 AND NOT deleted) ORDER BY name',
    [partnerId],
  );
}

/** Departments with at least one product the partner still sells, by id. */
export async function partnerDepartments(db: Db, partnerId: number): Promise<{ id: number; name: string }[]> {
  return db.query(
    'SELECT id, name FROM departments WHERE id IN (SELECT department_id FROM products WHERE partner_id = $1 AND NOT deleted) ORDER BY id',
    [partnerId],
  );
}

export async function isPartnerBrand(db: Db, partnerId: number, brandId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM products WHERE partner_id = $1 AND brand_id = $2 AND NOT deleted LIMIT 1', [partnerId, brandId]);
  return rows.length > 0;
}
