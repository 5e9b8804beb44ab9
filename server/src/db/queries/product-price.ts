import type { Promotion } from '../../../../src/domain/entities/catalogue';
import { roundCents } from '../../../../src/domain/pricing';
import type { Db } from '../client';

/**
 * Sets a product's sales price (development route): its list price and promotion tiers move by the same ratio, so
 * the product keeps its discounts. The row is locked while it is read and rewritten; the update takes the partner's
 * next catalogue change number (trigger), so devices pull the new price. False when the partner has no such product.
 */
export async function setProductPrice(db: Db, productId: number, partnerId: number, salesPrice: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ sales_price: number; list_price: number; promotions: Promotion[] }>(
      'SELECT sales_price, list_price, promotions FROM products WHERE id = $1 AND partner_id = $2 AND NOT deleted FOR UPDATE',
      [productId, partnerId],
    );
    if (!row) return false;
    const ratio = salesPrice / row.sales_price;
    const promotions = row.promotions.map((tier) => ({ ...tier, price: roundCents(tier.price * ratio) }));
    await tx.query('UPDATE products SET sales_price = $2, list_price = $3, promotions = $4::jsonb WHERE id = $1', [
      productId, salesPrice, roundCents(row.list_price * ratio), JSON.stringify(promotions),
    ]);
    return true;
  });
}
