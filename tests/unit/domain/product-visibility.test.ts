// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCardHidden, isMobileCardHidden } from '../../../src/domain/product-visibility';
import type { Product } from '../../../src/domain/entities/catalogue';

const base = {
  code: '123',
  family: { id: 1, name: 'Arroz Tipo 1' },
  brand: { id: 2, name: 'Tio João' },
  salesUnit: 'UN',
  deleted: false,
  price: { price: 10, salesPrice: 10, promotions: [] },
} as unknown as Product;

const variant = (patch: Record<string, unknown>) => ({ ...base, ...patch }) as Product;

describe('card visibility', () => {
  it.each([
    ['complete product', base, false, false],
    ['blank code', variant({ code: ' ' }), true, true],
    ['blank family name', variant({ family: { id: 1, name: '' } }), true, true],
    ['blank brand name', variant({ brand: { id: 2, name: '' } }), true, true],
    ['blank sales unit', variant({ salesUnit: '' }), true, true],
    ['no price', variant({ price: undefined }), false, true],
    ['zero price', variant({ price: { price: 0, salesPrice: 0, promotions: [] } }), false, true],
    ['negative price', variant({ price: { price: -1, salesPrice: -1, promotions: [] } }), false, true],
    ['zero price, deleted', variant({ deleted: true, price: { price: 0, salesPrice: 0, promotions: [] } }), false, false],
  ])('%s: any card hidden %s, mobile hidden %s', (_, product, hidden, mobileHidden) => {
    expect(isCardHidden(product)).toBe(hidden);
    expect(isMobileCardHidden(product)).toBe(mobileHidden);
  });
});
