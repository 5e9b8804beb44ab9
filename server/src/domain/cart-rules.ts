import type { Package, Promotion, SalesUnit } from '../../../src/domain/entities/catalogue';
import { measuredQuantity, priceForQuantity, roundCents } from '../../../src/domain/pricing';

export interface PricedProduct {
  sales_unit: SalesUnit;
  sales_price: number;
  promotions: Promotion[];
}

/** Price per sales unit (promotion tiers applied), the measured quantity and the line total the server charges. */
export function lineAmount(product: PricedProduct, pkg: Package, quantity: number) {
  const measured = measuredQuantity({ salesUnit: product.sales_unit }, pkg, quantity);
  const price = priceForQuantity({ salesPrice: product.sales_price, promotions: product.promotions }, measured);
  return { price, measured, total: roundCents(price * measured) };
}

export function unitPrice(product: PricedProduct, pkg: Package, quantity: number): number {
  return lineAmount(product, pkg, quantity).price;
}
