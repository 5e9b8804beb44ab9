import type { StoredProduct } from '../../db/user-db';
import { PARTNER_QUERY, paths } from '../../config/paths';
import type { Product } from '../../domain/entities/catalogue';
import { formatDate } from '../../domain/format';
import { packagesCounted } from '../../domain/package-name';
import { InternalLink, pathWithQuery } from '../../ui/internal-link';
import { productCardMessages } from './messages';
import styles from './product-card.module.css';

interface CardDetailsProps {
  /** the card's partner: its links carry it, so a partner switched in another tab cannot redirect a tap */
  partnerId: number;
  entry: StoredProduct;
  titleId: string;
  /** the maximized card also shows the characteristics */
  full: boolean;
  headingLevel: 2 | 3;
  /** the product detail's address; none on the detail itself */
  detailHref?: string;
}

/** '8 caixas de 10 UN': the last purchase's quantity counts packages of the one it names. */
function lastPurchaseCounted(product: Product, lastOrder: NonNullable<StoredProduct['lastOrder']>): string {
  const { packaging, quantity } = lastOrder;
  const pkg = product.packages.find((p) => p.label === packaging || p.description === packaging);
  return packagesCounted(quantity, pkg ?? { label: packaging, description: '' });
}

export function CardDetails({ partnerId, entry, titleId, full, headingLevel, detailHref }: CardDetailsProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const { product, lastOrder } = entry;
  const brandHref = pathWithQuery(paths.brand, { [PARTNER_QUERY]: partnerId, id: product.brand.id, name: product.brand.name });
  return (
    <div className={styles.details}>
      <Title id={titleId} className={styles.family}>
        {detailHref ? <InternalLink href={detailHref}>{product.family.name}</InternalLink> : product.family.name}
      </Title>
      {full && product.characteristics.length > 0 && (
        <p className={styles.characteristics}>{product.characteristics.join(' · ')}</p>
      )}
      <p className={styles.meta}>
        <span>{productCardMessages.code(product.code)}</span>{' '}
        <InternalLink className={styles.brand} href={brandHref}>
          {product.brand.name}
        </InternalLink>
      </p>
      {product.validity && <p className={styles.meta}>{productCardMessages.validity(product.validity)}</p>}
      {lastOrder && (
        <p className={styles.meta}>
          {productCardMessages.lastPurchase(lastPurchaseCounted(product, lastOrder), formatDate(lastOrder.date))}
        </p>
      )}
    </div>
  );
}
