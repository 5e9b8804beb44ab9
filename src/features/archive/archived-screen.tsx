import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { useBack } from '../../ui/back';
import { ScreenHeading } from '../../ui/screen-heading';
import buttons from '../../ui/button.module.css';
import screen from '../../ui/screen.module.css';
import { clearArchive } from '../../sync/commands/archive';
import { useCardSize } from '../product-card/card-size';
import { ProductCard } from '../product-card/product-card';
import { usePartnerId } from '../partners/use-partner-id';
import { unarchiveWithUndo } from './archive-actions';
import { archiveMessages } from './messages';
import { SwipeRow } from './swipe-row';
import { useArchivedProducts } from './use-archive';
import styles from './archived.module.css';

/** The spec's wait before an emptied archive returns home. */
const EMPTY_RETURN_MS = 500;

/** '/arquivados': the archived history items; swiping one right (or its button) unarchives it. */
export function ArchivedScreen() {
  const partnerId = usePartnerId();
  const products = useArchivedProducts(partnerId);
  const size = useCardSize();
  const back = useBack(partnerId);
  const navigate = useNavigate();
  const empty = products !== undefined && products.length === 0;

  useEffect(() => {
    if (!empty) return undefined;
    const timer = setTimeout(() => void navigate({ to: paths.home, search: { [PARTNER_QUERY]: partnerId }, replace: true }), EMPTY_RETURN_MS);
    return () => clearTimeout(timer);
  }, [empty, navigate, partnerId]);

  return (
    <div className={`${screen.screen} ${styles.screen}`}>
      <ScreenHeading onBack={back}>
        {products ? archiveMessages.titleWithCount(products.length) : archiveMessages.title}
      </ScreenHeading>
      {empty && <p className={styles.empty}>{archiveMessages.empty}</p>}
      {products && products.length > 0 && (
        <>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={() => void clearArchive(partnerId)}>
            {archiveMessages.clear}
          </button>
          <p className={styles.hint}>{archiveMessages.swipeBackHint}</p>
          <h2 id="archived-items" className="visually-hidden">
            {archiveMessages.items}
          </h2>
          <ul className={styles.list} aria-labelledby="archived-items">
            {products.map((entry) => (
              <li key={entry.id}>
                <SwipeRow
                  direction="right"
                  onAct={() => void unarchiveWithUndo(partnerId, entry.id)}
                  actionText={archiveMessages.unarchive}
                  actionName={archiveMessages.unarchiveProduct(entry.product.family.name, entry.product.code)}
                  label={archiveMessages.item(entry.product.family.name, entry.product.code)}
                >
                  <ProductCard partnerId={partnerId} entry={entry} size={size} />
                </SwipeRow>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
