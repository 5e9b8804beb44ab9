import { getRouteApi } from '@tanstack/react-router';
import { PARTNER_QUERY } from '../../config/paths';
import { cutProductTitle } from '../../domain/product-title';
import { useBack } from '../../ui/back';
import { InternalLink, pathWithQuery } from '../../ui/internal-link';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { useMediaQuery } from '../../ui/use-media-query';
import { useCardSize } from '../product-card/card-size';
import { DESKTOP_QUERY } from '../product-card/card-mode';
import { ProductCard } from '../product-card/product-card';
import { productMessages as m } from './messages';
import { SimilarProducts } from './similar-products';
import { useProductEntry } from './use-product-entry';
import styles from './product-screens.module.css';

type Tab = 'product' | 'similar';

const productRoute = getRouteApi('/shell/partner/produto/$id');
const similarRoute = getRouteApi('/shell/partner/produto/similares/$id');

function Tabs({ partnerId, productId, tab }: { partnerId: number; productId: number; tab: Tab }) {
  const query = { [PARTNER_QUERY]: partnerId };
  const link = (target: Tab, path: string, text: string) => (
    <InternalLink href={pathWithQuery(path, query)} className={styles.tab} aria-current={tab === target ? 'page' : undefined}>
      {text}
    </InternalLink>
  );
  return (
    <nav className={styles.tabs} aria-label={m.tabsLabel}>
      {link('product', `/produto/${productId}`, m.productTab)}
      {link('similar', `/produto/similares/${productId}`, m.similarTab)}
    </nav>
  );
}

/** [commerce §2 Product detail] the product and its similar products, in two tabs. */
function ProductDetail({ partnerId, productId, tab }: { partnerId: number; productId: number; tab: Tab }) {
  const { entry, offline } = useProductEntry(partnerId, productId);
  const wide = useMediaQuery(DESKTOP_QUERY);
  const size = useCardSize();
  const back = useBack(partnerId);
  if (offline) return <OfflineScreen />;
  const title = entry ? cutProductTitle(entry.product.family.name, wide, entry.product.showAdditionalInfo) : m.productTab;

  return (
    <section className={styles.screen} aria-labelledby="product-title">
      <ScreenHeading id="product-title" onBack={back}>
        {title}
      </ScreenHeading>
      <Tabs partnerId={partnerId} productId={productId} tab={tab} />
      {tab === 'similar' ? (
        <SimilarProducts partnerId={partnerId} productId={productId} />
      ) : entry ? (
        <ProductCard partnerId={partnerId} entry={entry} size={size} layout="detail" headingLevel={2} eagerImage />
      ) : (
        <p role="status">{m.loadingProduct}</p>
      )}
    </section>
  );
}

/** '/produto/{id}': the detail on its 'Produto' tab. */
export function ProductDetailScreen() {
  const { partnerId, productId } = productRoute.useRouteContext();
  return <ProductDetail partnerId={partnerId} productId={productId} tab="product" />;
}

/** '/produto/similares/{id}': the detail on its 'Similares' tab. */
export function SimilarProductsScreen() {
  const { partnerId, productId } = similarRoute.useRouteContext();
  return <ProductDetail partnerId={partnerId} productId={productId} tab="similar" />;
}
