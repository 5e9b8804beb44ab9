import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { formatDate } from '../../domain/format';
import { MAX_QUANTITY } from '../../domain/quantity';
import { userDb } from '../../db/user-db';
import { setCartQuantity } from '../../sync/commands/cart-item';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { showToast } from '../../ui/toast';
import buttons from '../../ui/button.module.css';
import { useCardSize } from '../product-card/card-size';
import { ProductCard } from '../product-card/product-card';
import { useCartRestrictions } from '../product-card/use-cart-restrictions';
import type { StoredHistory } from '../../sync/pulls/product-details';
import { productMessages as m } from './messages';
import { useProductHistory } from './use-product-history';
import styles from './product-screens.module.css';
import { scrollPositions } from '../../db/scroll-positions';
import { useScrollMemory } from '../../ui/use-scroll-memory';

const route = getRouteApi('/shell/partner/historico/$id');

type Purchase = StoredHistory['history'][number];

interface PurchaseListProps {
  partnerId: number;
  history: StoredHistory;
  disabled: boolean;
}

/** Past purchases; tapping one puts its quantity and package in the cart. */
function PurchaseList({ partnerId, history, disabled }: PurchaseListProps) {
  const { product } = history;
  const repeat = (purchase: Purchase) => {
    const pkg = product.packages.find((p) => p.id === purchase.productPackageId);
    if (!pkg) return showToast(m.packageGone);
    const quantity = Math.min(purchase.quantity, MAX_QUANTITY);
    void setCartQuantity(partnerId, product.id, quantity, pkg.id);
    showToast(m.setInCart(m.quantityWithUnit(quantity, purchase.unitType), purchase.packaging));
  };
  return (
    <>
      <p className={styles.hint}>{m.historyHint}</p>
      <div className={styles.columns} aria-hidden="true">
        <span>{m.date}</span>
        <span>{m.quantity}</span>
        <span>{m.packaging}</span>
      </div>
      <ul className={styles.history}>
        {history.history.map((purchase, index) => {
          const date = formatDate(purchase.date);
          const quantity = m.quantityWithUnit(purchase.quantity, purchase.unitType);
          return (
            <li key={`${purchase.date}-${index}`}>
              <button
                type="button"
                className={styles.purchase}
                disabled={disabled}
                aria-label={m.repeatPurchase(date, quantity, purchase.packaging)}
                onClick={() => repeat(purchase)}
              >
                <span>{date}</span>
                <span>{quantity}</span>
                <span>{purchase.packaging}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

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
        <PurchaseList partnerId={partnerId} history={history} disabled={readOnly} />
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
