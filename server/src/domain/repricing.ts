import { roundCents } from '../../../src/domain/pricing';
import type { ProductPriceRow } from '../db/queries/product-price';

/** A new sales price: the list price and promotion tiers move by the same ratio, so the product keeps its discounts. */
export function repriced(current: ProductPriceRow, salesPrice: number): ProductPriceRow {
  const ratio = salesPrice / current.sales_price;
  return {
    sales_price: salesPrice,
    list_price: roundCents(current.list_price * ratio),
    promotions: current.promotions.map((tier) => ({ ...tier, price: roundCents(tier.price * ratio) })),
  };
}
