import type { Db } from '../client';

/** A product the partner sells (removed ones included: a favorite can still be taken off). */
export async function isPartnerProduct(db: Db, partnerId: number, productId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM products WHERE id = $1 AND partner_id = $2', [productId, partnerId]);
  return rows.length > 0;
}

export async function addFavorite(db: Db, customerId: number, productId: number, now: Date): Promise<void> {
  await db.query('INSERT INTO favorites (customer_id, product_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    customerId, productId, now.toISOString(),
  ]);
}

export async function removeFavorite(db: Db, customerId: number, productId: number): Promise<void> {
  await db.query('DELETE FROM favorites WHERE customer_id = $1 AND product_id = $2', [customerId, productId]);
}
