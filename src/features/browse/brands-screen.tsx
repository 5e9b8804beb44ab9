import { Link } from '@tanstack/react-router';
import type { Brand } from '../../domain/entities/catalogue';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { browseKeys } from '../../sync/pulls/browse-keys';
import { refreshBrands } from '../../sync/pulls/browse';
import { useBack } from '../../ui/back';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { ProductImage } from '../product-card/product-image';
import { usePartnerId } from '../partners/use-partner-id';
import { browseMessages } from './messages';
import { useStoredAnswer } from '../stored-answer/use-stored-answer';
import styles from './browse.module.css';

/** '/marcas': the partner's brands, logo and name, each to its brand screen. */
export function BrandsScreen() {
  const partnerId = usePartnerId();
  const back = useBack(partnerId);
  const brands = useStoredAnswer<Brand[]>(browseKeys.brands(partnerId), () => refreshBrands(partnerId));
  if (brands.state === 'missing') return <OfflineScreen />;
  return (
    <section className={styles.screen} aria-labelledby="brands-title">
      <ScreenHeading id="brands-title" onBack={back}>
        {browseMessages.brands}
      </ScreenHeading>
      {brands.state === 'reading' ? (
        <p role="status" className={styles.muted}>{browseMessages.loading}</p>
      ) : (
        <ul className={styles.grid}>
          {brands.value.map((brand) => (
            <li key={brand.id}>
              <Link to={paths.brand} search={{ [PARTNER_QUERY]: partnerId, id: brand.id, name: brand.name }} className={styles.brand}>
                <ProductImage src={brand.mediaUrl} alt="" size={72} />
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
