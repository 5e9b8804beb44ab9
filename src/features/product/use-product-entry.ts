import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { userDb, type StoredProduct } from '../../db/user-db';
import { refreshProduct } from '../../sync/pulls/product-details';
import { useServerRefresh } from '../../ui/use-server-refresh';

interface ProductEntryView {
  /** undefined while the device is read; null when it does not hold the product */
  entry: StoredProduct | null | undefined;
  /** offline, and the device never held the product */
  offline: boolean;
}

/**
 * The product from the device's catalogue, refreshed from the server on mount, focus and
 * reconnection. A failed load returns home [commerce §8], except offline with a stored copy
 * (it stays readable) or without one (the offline screen: nothing to show, not a failure).
 */
export function useProductEntry(partnerId: number, productId: number): ProductEntryView {
  const navigate = useNavigate();
  const [networkFailed, setNetworkFailed] = useState(false);
  useServerRefresh(
    `product-${partnerId}-${productId}`,
    async () => {
      await refreshProduct(partnerId, productId);
      setNetworkFailed(false);
    },
    (error) => {
      if (error instanceof ApiError && error.kind === 'network') return setNetworkFailed(true);
      void navigate({ to: paths.home, search: { [PARTNER_QUERY]: partnerId }, replace: true });
    },
  );
  const entry = useLiveQuery(async () => (await userDb().products.get([partnerId, productId])) ?? null, [partnerId, productId]);
  return { entry, offline: networkFailed && entry === null };
}
