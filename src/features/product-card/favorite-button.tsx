import { memo } from 'react';
import { withCommands } from '../../sync/commands/load-commands';
import { Icon } from '../../ui/icon';
import { productCardMessages } from './messages';
import styles from './product-card.module.css';

interface FavoriteButtonProps {
  partnerId: number;
  productId: number;
  /** the product's family name, for the accessible name */
  familyName: string;
  favorite: boolean;
}

/** Optimistic: the command flips the stored flag at once and rolls it back on failure. */
export const FavoriteButton = memo(function FavoriteButton({ partnerId, productId, familyName, favorite }: FavoriteButtonProps) {
  return (
    <button
      type="button"
      className={styles.favorite}
      aria-label={favorite ? productCardMessages.unfavorite(familyName) : productCardMessages.favorite(familyName)}
      aria-pressed={favorite}
      onClick={() => void withCommands((commands) => commands.toggleFavorite(partnerId, productId))}
    >
      <Icon name={favorite ? 'heart-filled' : 'heart'} size={22} />
    </button>
  );
});
