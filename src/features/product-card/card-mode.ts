import { useMediaQuery } from '../../ui/use-media-query';
import type { CardSize } from './card-size';

/** [commerce §2 Product card] every mode of the spec. */
export type CardMode = 'mobile-compact' | 'mobile-maximized' | 'mobile-detail' | 'desktop' | 'desktop-list' | 'full-info';

/** Where the card sits: a lane (home), a list (cart, search…), or the product detail. */
export type CardLayout = 'lane' | 'list' | 'detail';

/** [commerce §9, B-17] the desktop layout is above 900 px: 901 and up (CSS uses the same 901px). */
export const DESKTOP_QUERY = '(min-width: 901px)';

/** The mode of a card; `maximized`: the user's large cards, or an item with an IMPEDITIVE issue. */
export function cardMode(layout: CardLayout, wide: boolean, maximized: boolean): CardMode {
  if (layout === 'detail') return wide ? 'full-info' : 'mobile-detail';
  if (wide) return layout === 'list' ? 'desktop-list' : 'desktop';
  return maximized ? 'mobile-maximized' : 'mobile-compact';
}

export function useCardMode(layout: CardLayout, size: CardSize, impeditive: boolean): CardMode {
  return cardMode(layout, useMediaQuery(DESKTOP_QUERY), size === 'large' || impeditive);
}
