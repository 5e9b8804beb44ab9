import type { Product } from '../../domain/entities/catalogue';
import { isCardHidden, isMobileCardHidden } from '../../domain/product-visibility';
import { DESKTOP_QUERY } from './card-mode';

/**
 * Whether the product's card is hidden in the layout shown now [commerce §5]: every card
 * needs its code, family, brand and sales unit; only the phone's (mobile) card also needs a price.
 */
export function isCardHiddenHere(product: Parameters<typeof isMobileCardHidden>[0] & Pick<Product, 'deleted'>): boolean {
  const desktop = typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
  return desktop ? isCardHidden(product) : isMobileCardHidden(product);
}
