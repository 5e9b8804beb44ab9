import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { usePageLoader } from './use-page-loader';
import { userDb } from '../../db/user-db';
import { loadProductHistory, productDetailKey, type StoredHistory } from '../../sync/pulls/product-details';

interface HistoryView {
  /** undefined while the device is read and nothing is stored yet; null: never loaded (offline) */
  history: StoredHistory | null | undefined;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
}

/** The customer's purchases of the product: the stored pages at once, the first page again from the server. */
export function useProductHistory(partnerId: number, productId: number): HistoryView {
  const key = productDetailKey('history', partnerId, productId);
  const stored = useLiveQuery(async () => ((await userDb().meta.get(key))?.value as StoredHistory | undefined) ?? null, [key]);
  const loadPage = useCallback((page: number) => loadProductHistory(partnerId, productId, page), [partnerId, productId]);
  const { loading, failed, load } = usePageLoader(loadPage);
  return {
    history: stored === null && loading ? undefined : stored,
    loading,
    failed,
    loadMore: () => load(stored?.pages ?? 0),
  };
}
