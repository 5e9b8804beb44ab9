import { memo, useId } from 'react';
import type { StoredProduct } from '../../db/user-db';
import { useCartItem } from './use-cart-item';
import type { CardSize } from './card-size';
import { CardDetails } from './card-details';
import { IssueList } from '../../ui/issue-list';
import { IssueText } from '../../ui/issue-text';
import { CardPurchase } from './card-purchase';
import { FavoriteButton } from './favorite-button';
import { productCardMessages } from './messages';
import { ProductImage } from './product-image';
import styles from './product-card.module.css';

interface ProductCardProps {
  partnerId: number;
  entry: StoredProduct;
  /** null: an unknown stored card mode (the spec shows 'Erro') */
  size: CardSize | null;
  eagerImage?: boolean;
}

/** The mobile product card, compact (small) or maximized (large). */
export const ProductCard = memo(function ProductCard({ partnerId, entry, size, eagerImage }: ProductCardProps) {
  const titleId = useId();
  const cartItem = useCartItem(partnerId, entry.id);
  if (size === null) return <article className={styles.card}>{productCardMessages.unknownCardMode}</article>;

  const { product } = entry;
  const issues = cartItem?.issues ?? [];
  // An item the order cannot go through with is always shown in full.
  const maximized = size === 'large' || issues.some((issue) => issue.type === 'IMPEDITIVE');

  return (
    <article className={`${styles.card} ${maximized ? styles.large : styles.small}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <ProductImage src={product.medias[0]} alt="" size={maximized ? 160 : 96} eager={eagerImage} />
        {product.isFefo && <span className={styles.shortDated}>{productCardMessages.shortDated}</span>}
        <FavoriteButton partnerId={partnerId} productId={product.id} familyName={product.family.name} favorite={entry.favorite} />
      </div>
      <CardDetails entry={entry} titleId={titleId} full={maximized} />
      <IssueList issues={issues} Description={IssueText} compact />
      <CardPurchase partnerId={partnerId} entry={entry} cartItem={cartItem} />
    </article>
  );
});
