import { useCallback } from 'react';
import type { StoredProduct } from '../../db/user-db';
import { useCategories } from '../catalogue/use-categories';
import { categoryTags } from './filter-of';

/** Category tags of a list spanning categories (favorites, a sector), named from the device's categories. */
export function useCategoryTags(partnerId: number) {
  const categories = useCategories(partnerId);
  return useCallback((products: StoredProduct[]) => categoryTags(products, categories ?? []), [categories]);
}
