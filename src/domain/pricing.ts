import type { Package, Product, Promotion } from './entities/catalogue';

/** The lowest price among the tiers whose range holds the quantity, else the sales price. */
export function priceForQuantity(
  price: { salesPrice: number; promotions: Promotion[] },
  measuredQuantity: number,
): number {
  const matching = price.promotions.filter(
    (tier) => tier.minQuantity <= measuredQuantity && measuredQuantity <= tier.maxQuantity,
  );
  if (matching.length === 0) return price.salesPrice;
  return Math.min(...matching.map((tier) => tier.price));
}

/** Quantity in the product's sales unit: kilograms for KG products, unit count otherwise. */
export function measuredQuantity(
  product: Pick<Product, 'salesUnit'>,
  pkg: Pick<Package, 'weight' | 'unities'>,
  packages: number,
): number {
  return product.salesUnit === 'KG' ? packages * pkg.weight : packages * pkg.unities;
}

export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function lineTotal(
  product: Pick<Product, 'salesUnit' | 'price'>,
  pkg: Pick<Package, 'weight' | 'unities'>,
  packages: number,
): number {
  const quantity = measuredQuantity(product, pkg, packages);
  return roundCents(priceForQuantity(product.price, quantity) * quantity);
}
