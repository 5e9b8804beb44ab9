import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { isCardHidden } from '../../domain/product-visibility';
import { usePageLoader } from './use-page-loader';
import { userDb, type StoredProduct } from '../../db/user-db';
import { loadSimilarProducts, productDetailKey, type StoredSimilar } from '../../sync/pulls/product-details';

interface SimilarView {
  /** undefined while nothing is known yet (the device holds no list and the first page is on its way) */
  products: StoredProduct[] | undefined;
  lastPage: boolean;
  loading: boolean;
  /** the last load failed */
  failed: boolean;
  loadMore: () => void;
}

/** Similar products [commerce §9: 5 a page]: the stored list at once, its first page again from the server. */
export function useSimilarProducts(partnerId: number, productId: number): SimilarView {
  const key = productDetailKey('similar', partnerId, productId);
  const stored = useLiveQuery(async () => {
    const db = userDb();
    const list = (await db.meta.get(key))?.value as StoredSimilar | undefined;
    if (!list) return null;
    const rows = await db.products.bulkGet(list.ids.map((id) => [partnerId, id] as [number, number]));
    return { list, products: rows.filter((row): row is StoredProduct => !!row && !isCardHidden(row.product)) };
  }, [key, partnerId]);

  const loadPage = useCallback((page: number) => loadSimilarProducts(partnerId, productId, page), [partnerId, productId]);
  const { loading, failed, load } = usePageLoader(loadPage);

  return {
    products: stored === undefined || (stored === null && loading) ? undefined : (stored?.products ?? []),
    lastPage: stored?.list.lastPage ?? true,
    loading,
    failed,
    loadMore: () => load(stored?.list.pages ?? 0),
  };
}
