import type { Promotion } from '../../../../src/domain/entities/catalogue';
import type { Db } from '../client';

export interface ProductPriceRow {
  sales_price: number;
  list_price: number;
  promotions: Promotion[];
}

/** The partner's product's prices, its row locked until the transaction ends; undefined when the partner has no such product. */
export async function lockProductPrice(tx: Db, productId: number, partnerId: number): Promise<ProductPriceRow | undefined> {
  const [row] = await tx.query<ProductPriceRow>(
    'SELECT sales_price, list_price, promotions FROM products WHERE id = $1 AND partner_id = $2 AND NOT deleted FOR UPDATE',
    [productId, partnerId],
  );
  return row;
}

/** The update takes the partner's next catalogue change number (trigger), so devices pull the new prices. */
export async function updateProductPrice(tx: Db, productId: number, prices: ProductPriceRow): Promise<void> {
  await tx.query('UPDATE products SET sales_price = $2, list_price = $3, promotions = $4::jsonb WHERE id = $1', [
    productId, prices.sales_price, prices.list_price, JSON.stringify(prices.promotions),
  ]);
}
