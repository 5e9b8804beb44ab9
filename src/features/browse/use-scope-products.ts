import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ProductScope } from '../../api/browse';
import { isCardHiddenHere } from '../product-card/card-visibility';
import { userDb, type StoredProduct } from '../../db/user-db';
import { pullCatalogue } from '../../sync/pulls/catalogue';
import { browseKeys } from '../../sync/pulls/browse-keys';
import { loadScopePage } from '../../sync/pulls/browse';
import { useServerRefresh } from '../../ui/use-server-refresh';
import { compareText } from '../../domain/names';

const byFamilyName = (a: StoredProduct, b: StoredProduct) =>
  compareText(a.product.family.name, b.product.family.name) || compareText(a.product.code, b.product.code);

export interface ScopeProducts {
  /** undefined while reading the device */
  products: StoredProduct[] | undefined;
  /** asks the server for the next page; absent when the device holds every product of the scope */
  loadMore?: () => void;
  /** the server did not answer and the device holds none of the scope's products */
  failed: boolean;
}

export interface Scope {
  kind: ProductScope | 'favorites';
  id: number;
  /** which stored products belong to the scope (a function of `kind` and `id` only) */
  match: (row: StoredProduct) => boolean;
}

/**
 * The products of a brand, family, sector or the favorites, alphabetically, read from the
 * device's catalogue. Until the device holds the whole catalogue (pulled in the background),
 * the scope's pages are asked from the server as the list reaches its end and kept on the device.
 */
export function useScopeProducts(partnerId: number, scope: Scope): ScopeProducts {
  const { kind, id, match } = scope;
  useServerRefresh(`catalogue-${partnerId}`, () => pullCatalogue(partnerId));
  const whole = useLiveQuery(async () => (await userDb().meta.get(browseKeys.catalogue(partnerId))) !== undefined, [partnerId]);
  const products = useLiveQuery(
    async () => {
      const rows = await userDb().products.where('partnerId').equals(partnerId).filter((row) => match(row) && !isCardHiddenHere(row.product)).toArray();
      return rows.sort(byFamilyName);
    },
    // `match` is rebuilt on each render but depends on the scope only.
    [partnerId, kind, id],
  );
  const paging = useServerPages(partnerId, kind, id, whole === false);
  return { products, loadMore: paging.more ? paging.loadMore : undefined, failed: paging.failed && products?.length === 0 };
}

function useServerPages(partnerId: number, kind: Scope['kind'], id: number, enabled: boolean) {
  const [state, setState] = useState({ next: 0, more: true, failed: false });
  const loading = useRef(false);
  const loadMore = useCallback(() => {
    if (!enabled || loading.current || !state.more) return;
    loading.current = true;
    loadScopePage(partnerId, kind, id, state.next).then(
      (last) => setState({ next: state.next + 1, more: !last, failed: false }),
      () => setState((s) => ({ ...s, failed: true })),
    ).finally(() => {
      loading.current = false;
    });
  }, [enabled, partnerId, kind, id, state]);
  useEffect(() => {
    if (state.next === 0 && !state.failed) loadMore();
  }, [loadMore, state]);
  return { loadMore, more: enabled && state.more && !state.failed, failed: state.failed };
}
