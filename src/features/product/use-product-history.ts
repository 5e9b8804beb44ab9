import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
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
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const stored = useLiveQuery(async () => ((await userDb().meta.get(key))?.value as StoredHistory | undefined) ?? null, [key]);
  const load = useCallback(
    (page: number) => {
      setLoading(true);
      loadProductHistory(partnerId, productId, page).then(
        () => setFailed(false),
        () => setFailed(true),
      ).finally(() => setLoading(false));
    },
    [partnerId, productId],
  );
  useEffect(() => load(0), [load]);
  return {
    history: stored === null && loading ? undefined : stored,
    loading,
    failed,
    loadMore: () => load(stored?.pages ?? 0),
  };
}
