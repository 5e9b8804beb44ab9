// The rule that hides unpriced products is the mobile card's: it applies on phones only [commerce §5].
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCardHiddenHere } from '../../../../src/features/product-card/card-visibility';
import { makeProduct } from '../catalogue/fixtures';

function viewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width }));
}

afterEach(() => vi.unstubAllGlobals());

describe('which cards a screen hides', () => {
  const unpriced = makeProduct(1, { price: { price: 0, salesPrice: 0, promotions: [] } });
  const noBrand = makeProduct(2, { brand: { id: 7, name: ' ' } });

  it('hides an unpriced product on a phone (900 px and below)', () => {
    viewportWidth(900);
    expect(isCardHiddenHere(unpriced)).toBe(true);
    expect(isCardHiddenHere(makeProduct(3))).toBe(false);
  });

  it('shows an unpriced product above 900 px, still hiding one without its brand', () => {
    viewportWidth(1280);
    expect(isCardHiddenHere(unpriced)).toBe(false);
    expect(isCardHiddenHere(noBrand)).toBe(true);
  });
});
