import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { userDb } from '../../db/user-db';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import buttons from '../../ui/button.module.css';
import { useCardSize } from '../product-card/card-size';
import { ProductCard } from '../product-card/product-card';
import { useCartRestrictions } from '../product-card/use-cart-restrictions';
import { productMessages as m } from './messages';
import { lastTwelveMonths } from '../../domain/monthly';
import { PurchaseChart } from './purchase-chart';
import { PurchaseList } from './purchase-list';
import { useProductHistory } from './use-product-history';
import styles from './product-screens.module.css';
import { scrollPositions } from '../../db/scroll-positions';
import { useScrollMemory } from '../../ui/use-scroll-memory';

const route = getRouteApi('/shell/partner/historico/$id');

/** '/historico/{id}': the product and the customer's purchases of it [commerce §2 Product purchase history]. */
export function ProductHistoryScreen() {
  const { partnerId, productId } = route.useRouteContext();
  const navigate = useNavigate();
  const size = useCardSize();
  const { readOnly } = useCartRestrictions(partnerId);
  const { history, loading, failed, loadMore } = useProductHistory(partnerId, productId);
  const entry = useLiveQuery(async () => (await userDb().products.get([partnerId, productId])) ?? null, [partnerId, productId]);
  useScrollMemory(`/historico/${productId}`, { store: scrollPositions, ready: !!history });
  if (history === null && failed) return <OfflineScreen />;
  // Back returns home, literally.
  const goHome = () => void navigate({ to: paths.home, search: { [PARTNER_QUERY]: partnerId } });

  return (
    <section className={styles.screen} aria-labelledby="product-history-title">
      <ScreenHeading id="product-history-title" onBack={goHome}>
        {m.historyTitle}
      </ScreenHeading>
      {entry && <ProductCard partnerId={partnerId} entry={entry} size={size} layout="list" headingLevel={2} eagerImage />}
      {!entry && history && <h2>{history.product.family.name}</h2>}
      {!history ? (
        <p role="status">{m.loadingHistory}</p>
      ) : history.history.length === 0 ? (
        <p>{m.noHistory}</p>
      ) : (
        <>
          <PurchaseChart months={lastTwelveMonths(history.history, new Date())} />
          <PurchaseList partnerId={partnerId} history={history} entry={entry} disabled={readOnly} />
        </>
      )}
      {failed && history && <p role="alert">{m.historyUnavailable}</p>}
      {history && !history.lastPage && (
        <button type="button" className={`${buttons.button} ${buttons.secondary} ${buttons.block}`} disabled={loading} onClick={loadMore}>
          {m.moreHistory}
        </button>
      )}
    </section>
  );
}
