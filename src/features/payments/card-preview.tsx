import { replayBlocked } from '../../config/replay-privacy';
import { BRAND_NAMES, cardBrand } from '../../domain/card';
import { cardMessages } from './messages';
import type { CardValues } from './use-card-form';
import styles from './card.module.css';

/** The card as typed, with the brand its first digits identify. */
export function CardPreview({ values }: { values: CardValues }) {
  const brand = cardBrand(values.number);
  return (
    <figure className={styles.preview} aria-label={cardMessages.preview} {...replayBlocked}>
      <p className={styles.brand} data-testid="card-brand">
        {brand ? BRAND_NAMES[brand] : cardMessages.unknownBrand}
      </p>
      <p className={styles.previewNumber} aria-hidden="true">
        {values.number || '•••• •••• •••• ••••'}
      </p>
      <div className={styles.previewFooter} aria-hidden="true">
        <span>{values.holder || cardMessages.holder}</span>
        <span>{values.expiry || cardMessages.expiryPlaceholder}</span>
      </div>
    </figure>
  );
}
