import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { userDb } from '../../db/user-db';
import { productDetailKey, type ProductDetailPart } from '../../sync/pulls/product-details';

interface DetailPart<T> {
  /** undefined while the device is read; null when it holds nothing yet */
  value: T | null | undefined;
  /** the last load failed (offline, or the server refused) */
  failed: boolean;
}

/**
 * One stored part of a product's detail (images, datasheet…), loaded again from the server
 * when shown; the stored copy is what shows offline.
 */
export function useProductDetailPart<T>(part: ProductDetailPart, partnerId: number, productId: number, load: () => Promise<void>): DetailPart<T> {
  const key = productDetailKey(part, partnerId, productId);
  const [failed, setFailed] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    loadRef.current().then(
      () => live && setFailed(false),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [key]);
  const value = useLiveQuery(async () => ((await userDb().meta.get(key))?.value as T | undefined) ?? null, [key]);
  return { value, failed };
}
