import type { Promotion } from '../../../src/domain/entities/catalogue';
import { roundCents } from '../../../src/domain/pricing';

/** A product's prices as stored. */
export interface StoredPrices {
  sales_price: number;
  list_price: number;
  promotions: Promotion[];
}

/** A new sales price: the list price and promotion tiers move by the same ratio, so the product keeps its discounts. */
export function repriced(current: StoredPrices, salesPrice: number): StoredPrices {
  const ratio = salesPrice / current.sales_price;
  return {
    sales_price: salesPrice,
    list_price: roundCents(current.list_price * ratio),
    promotions: current.promotions.map((tier) => ({ ...tier, price: roundCents(tier.price * ratio) })),
  };
}
