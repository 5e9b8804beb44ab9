import { useRef } from 'react';
import { usePartnerId } from '../partners/use-partner-id';
import { useCategoryTags } from './use-category-tags';
import { browseMessages } from './messages';
import { ScopeScreen } from './scope-screen';

/**
 * '/favoritos': the favorite products of the device's catalogue. A card unfavorited here stays
 * until the screen is left, so a mistaken tap can be undone where it was made.
 */
export function FavoritesScreen() {
  const partnerId = usePartnerId();
  const tagsOf = useCategoryTags(partnerId);
  const shown = useRef(new Set<number>());
  return (
    <ScopeScreen
      partnerId={partnerId}
      title={browseMessages.favorites}
      emptyText={browseMessages.noFavorites}
      scope={{
        kind: 'favorites',
        id: 0,
        match: (row) => {
          if (row.favorite) shown.current.add(row.id);
          return shown.current.has(row.id);
        },
      }}
      tagsOf={tagsOf}
    />
  );
}
