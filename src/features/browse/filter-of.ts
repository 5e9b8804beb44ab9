import type { Filter } from '../../domain/entities/catalogue';
import type { StoredProduct } from '../../db/user-db';
import { byName } from '../../domain/names';


/** The distinct brands of the products, as filter tags, alphabetically. */
export function brandTags(products: StoredProduct[]): Filter[] {
  const tags = new Map<number, Filter>();
  for (const { product } of products) tags.set(product.brand.id, { id: product.brand.id, name: product.brand.name, type: 'BRAND' });
  return [...tags.values()].sort(byName);
}

/** The distinct families of the products, as filter tags, alphabetically. */
export function familyTags(products: StoredProduct[]): Filter[] {
  const tags = new Map<number, Filter>();
  for (const { product } of products) tags.set(product.family.id, { id: product.family.id, name: product.family.name, type: 'FAMILY' });
  return [...tags.values()].sort(byName);
}

/** The distinct categories of the products (named from the device's categories), as filter tags. */
export function categoryTags(products: StoredProduct[], categories: { id: number; name: string }[]): Filter[] {
  const present = new Set(products.map((row) => row.categoryId));
  return categories
    .filter((category) => present.has(category.id))
    .map((category): Filter => ({ id: category.id, name: category.name, type: 'CATEGORY' }))
    .sort(byName);
}

/** Whether the product passes the filter (none: every product does). */
export function passes(row: StoredProduct, filter: Filter | null): boolean {
  if (!filter) return true;
  switch (filter.type) {
    case 'BRAND':
      return row.product.brand.id === filter.id;
    case 'FAMILY':
      return row.product.family.id === filter.id;
    case 'CATEGORY':
      return row.categoryId === filter.id;
    case 'PRODUCT_SECTION':
      return row.customerProductSection?.id === filter.id;
    default:
      return true;
  }
}
