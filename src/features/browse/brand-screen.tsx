import { useCallback } from 'react';
import type { StoredProduct } from '../../db/user-db';
import { useCategories } from '../catalogue/use-categories';
import { usePartnerId } from '../partners/use-partner-id';
import { categoryTags } from './filter-of';
import { ScopeScreen } from './scope-screen';
import { useNamedId } from './use-named-id';

/** '/marca?id=&name=': the brand's products, filtered by category tags. */
export function BrandScreen() {
  const partnerId = usePartnerId();
  const { id, name } = useNamedId();
  const categories = useCategories(partnerId);
  const tagsOf = useCallback((products: StoredProduct[]) => categoryTags(products, categories ?? []), [categories]);
  return (
    <ScopeScreen
      partnerId={partnerId}
      title={name}
      scope={{ kind: 'brand', id, match: (row) => row.product.brand.id === id }}
      tagsOf={tagsOf}
    />
  );
}
