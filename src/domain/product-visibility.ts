import type { Product } from './entities/catalogue';

type CardFields = Pick<Product, 'code' | 'family' | 'brand' | 'salesUnit'>;
type MobileCardFields = CardFields & Pick<Product, 'deleted'> & { price?: { salesPrice?: number } };

function isBlank(value: string | undefined | null): boolean {
  return value == null || value.trim() === '';
}

/** Every card mode hides a product missing its code, family, brand or sales unit. */
export function isCardHidden(product: CardFields): boolean {
  return (
    isBlank(product.code) ||
    isBlank(product.family?.name) ||
    isBlank(product.brand?.name) ||
    isBlank(product.salesUnit)
  );
}

/** The mobile card also hides a product without a price, or priced ≤ 0 while not deleted. */
export function isMobileCardHidden(product: MobileCardFields): boolean {
  if (isCardHidden(product)) return true;
  const price = product.price?.salesPrice;
  if (price === undefined || price === null) return true;
  return !product.deleted && price <= 0;
}
