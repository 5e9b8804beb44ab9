import type { Db } from '../client';

/** What a generated image shows; undefined for an unknown id. */
async function one<T>(db: Db, sql: string, id: number): Promise<T | undefined> {
  const [row] = await db.query<T>(sql, [id]);
  return row;
}

export function productArt(db: Db, productId: number) {
  return one<{ family: string; brand: string; department_id: number }>(
    db,
    `SELECT f.name AS family, b.name AS brand, p.department_id FROM products p
     JOIN families f ON f.id = p.family_id JOIN brands b ON b.id = p.brand_id WHERE p.id = $1`,
    productId,
  );
}

export function bannerArt(db: Db, bannerId: number) {
  return one<{ headline: string; partner: string }>(
    db,
    'SELECT b.headline, p.name AS partner FROM banners b JOIN partners p ON p.id = b.partner_id WHERE b.id = $1',
    bannerId,
  );
}

const NAMED_TABLES = { brands: 'brands', partners: 'partners', categories: 'departments' } as const;

/** The name on a brand, partner or category (department) logo. */
export function logoName(db: Db, kind: keyof typeof NAMED_TABLES, id: number) {
  return one<{ name: string }>(db, `SELECT name FROM ${NAMED_TABLES[kind]} WHERE id = $1`, id);
}
