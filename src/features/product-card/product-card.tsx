import { lazy, memo, startTransition, Suspense, useEffect, useId, useState } from 'react';
import { useFollowUp } from '../../ui/follow-up';
import type { StoredProduct } from '../../db/user-db';
import { useCartItem } from './use-cart-item';
import type { CardSize } from './card-size';
import { CardDetails } from './card-details';
import { CardLinks } from './card-links';
import { useCardMode, type CardLayout } from './card-mode';
import { IssueList } from '../../ui/issue-list';
import { IssueText } from '../../ui/issue-text';
import { CardPurchase } from './card-purchase';
import { FavoriteButton } from './favorite-button';
import { productCardMessages } from './messages';
import { ProductImage } from './product-image';
import { useCardOverlay } from './use-card-overlay';
import styles from './product-card.module.css';

// The gallery, the additional info and the sector dialog load when first opened.
const CardOverlay = lazy(() => import('./card-overlay'));

interface ProductCardProps {
  partnerId: number;
  entry: StoredProduct;
  /** null: an unknown stored card mode (the spec shows 'Erro') */
  size: CardSize | null;
  /** where the card sits; with the width and the size it picks the card's mode */
  layout?: CardLayout;
  /** the card's title level under the screen's headings */
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
  /** the links and the purchase part come with the screen's follow-up (`useFollowUp`), after the rest (a search's results follow each key) */
  lightFirstFrame?: boolean;
}

/** The product card in every mode of the spec (`cardMode`). */
export const ProductCard = memo(function ProductCard({ partnerId, entry, size, layout = 'lane', headingLevel = 3, eagerImage, lightFirstFrame = false }: ProductCardProps) {
  const titleId = useId();
  const [whole, setWhole] = useState(!lightFirstFrame);
  const followUp = useFollowUp();
  useEffect(() => (whole ? undefined : followUp(() => startTransition(() => setWhole(true)))), [whole, followUp]);
  const cartItem = useCartItem(partnerId, entry.id);
  const { overlay, open, close } = useCardOverlay();
  const issues = cartItem?.issues ?? [];
  // An item the order cannot go through with is always shown in full.
  const mode = useCardMode(layout, size ?? 'small', issues.some((issue) => issue.type === 'IMPEDITIVE'));
  if (size === null) return <article className={styles.card}>{productCardMessages.unknownCardMode}</article>;

  const { product } = entry;
  const full = mode !== 'mobile-compact';
  const family = product.family.name;

  return (
    <article className={`${styles.card} ${styles[mode]}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <button type="button" className={styles.imageButton} aria-label={productCardMessages.galleryLabel(family)} onClick={() => open('gallery')}>
          <ProductImage src={product.medias[0]} alt="" size={full ? 160 : 96} eager={eagerImage} afterFirstPaint />
        </button>
        {product.isFefo && <span className={styles.shortDated}>{productCardMessages.shortDated}</span>}
        <FavoriteButton partnerId={partnerId} productId={product.id} familyName={family} favorite={entry.favorite} />
      </div>
      <CardDetails
        partnerId={partnerId}
        entry={entry}
        titleId={titleId}
        full={full}
        headingLevel={headingLevel}
        detailHref={layout === 'detail' ? undefined : `/produto/${product.id}?parceiro=${partnerId}`}
      />
      {whole && <CardLinks partnerId={partnerId} entry={entry} onOpen={open} compact={!full} />}
      <IssueList issues={issues} Description={IssueText} compact />
      {whole ? <CardPurchase partnerId={partnerId} entry={entry} cartItem={cartItem} /> : <div className={styles.pending} />}
      {overlay && (
        <Suspense fallback={null}>
          <CardOverlay kind={overlay} partnerId={partnerId} entry={entry} onClose={close} />
        </Suspense>
      )}
    </article>
  );
});
