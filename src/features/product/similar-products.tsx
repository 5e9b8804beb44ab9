import buttons from '../../ui/button.module.css';
import { useCardSize } from '../product-card/card-size';
import { ProductCard } from '../product-card/product-card';
import { productMessages as m } from './messages';
import { useSimilarProducts } from './use-similar-products';
import styles from './product-screens.module.css';

/** The 'Similares' tab: similar products, 5 more at a time. */
export function SimilarProducts({ partnerId, productId }: { partnerId: number; productId: number }) {
  const size = useCardSize();
  const { products, lastPage, loading, failed, loadMore } = useSimilarProducts(partnerId, productId);
  if (products === undefined) return <p role="status">{m.loadingSimilar}</p>;
  if (products.length === 0) return <p role={failed ? 'alert' : 'status'}>{failed ? m.similarUnavailable : m.noSimilar}</p>;
  return (
    <>
      <ul className={styles.list}>
        {products.map((entry, index) => (
          <li key={entry.id}>
            <ProductCard partnerId={partnerId} entry={entry} size={size} layout="list" headingLevel={2} eagerImage={index < 2} />
          </li>
        ))}
      </ul>
      {failed && <p role="alert">{m.similarUnavailable}</p>}
      {!lastPage && (
        <button type="button" className={`${buttons.button} ${buttons.secondary} ${buttons.block}`} disabled={loading} onClick={loadMore}>
          {m.moreSimilar}
        </button>
      )}
    </>
  );
}
