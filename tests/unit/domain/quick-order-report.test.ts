import { describe, expect, it } from 'vitest';
import { parseQuickOrder } from '../../../src/domain/quick-order-lines';
import { quickOrderItems, quickOrderReport, type InCart, type QuickOrderEntry } from '../../../src/domain/quick-order-report';
import { makeEntry, makeProduct } from '../features/catalogue/fixtures';

// 1: two packages (CX 12 at id 11, UN at id 12); 2: one package; 3: deleted; 4: no price; 5: suggestion 10.
const entries: Record<string, QuickOrderEntry> = {
  P1: makeEntry(makeProduct(1)),
  P2: makeEntry(makeProduct(2, { packages: [{ id: 21, packageType: 'BOX', description: 'Fardo', label: 'FD 6', weight: 0, unities: 6 }] })),
  P3: makeEntry(makeProduct(3, { deleted: true })),
  P4: makeEntry(makeProduct(4, { price: { price: 0, salesPrice: 0, promotions: [] } })),
  P5: makeEntry(makeProduct(5, { packages: [{ id: 51, packageType: 'UNIT', description: 'Unidade', label: 'UN', weight: 0, unities: 1 }] }), { suggestedQuantity: 10 }),
};
// U1: a code the device cannot check yet (its catalogue still downloading, the server not asked).
const find = (code: string) => (code === 'U1' ? 'unchecked' : entries[code.toUpperCase()]);

function report(text: string, cart: Map<number, InCart> = new Map(), chosen: Map<number, number> = new Map()) {
  const parsed = parseQuickOrder(text);
  if (!parsed.ok) throw new Error(parsed.refusal);
  return quickOrderReport(parsed.lines, find, cart, chosen);
}

describe('quickOrderReport', () => {
  it.each([
    ['a product with one package', 'P2 4', { kind: 'found', packageId: 21, quantity: 4, total: 240, excessive: false }],
    ['the package the line names', 'P1;2;CX 12', { kind: 'found', packageId: 11, quantity: 2, total: 240 }],
    ['the package by its unit word', 'P1;2;un', { kind: 'found', packageId: 12, quantity: 2, total: 20 }],
    ['several packages and none named: it asks', 'P1 2', { kind: 'found', packageId: undefined, total: undefined }],
    ['a package the product lacks: it asks', 'P1;2;PCT', { kind: 'found', packageId: undefined, unknownHint: 'PCT' }],
    ['not in the catalogue', 'X9 2', { kind: 'not-found', code: 'X9' }],
    ['not checked yet', 'U1 2', { kind: 'unchecked', code: 'U1' }],
    ['deleted for this partner', 'P3 2', { kind: 'unavailable', name: 'Arroz Tipo 3' }],
    ['without a price', 'P4 2', { kind: 'unavailable' }],
    ['above 999: cut', 'P2 1500', { kind: 'found', quantity: 999, cutFrom: 1500 }],
    ['above the excessive threshold (20)', 'P2 21', { kind: 'found', quantity: 21, excessive: true }],
    ['at the threshold', 'P2 20', { kind: 'found', excessive: false }],
    ['above 5 × the suggestion', 'P5 51', { kind: 'found', excessive: true }],
    ['within 5 × the suggestion', 'P5 50', { kind: 'found', excessive: false }],
    ['a bad line', 'P2 1,5', { kind: 'invalid', problem: 'bad-quantity' }],
  ])('%s', (_name, text, expected) => expect(report(text)[0]).toMatchObject(expected));

  it('adds to what the cart holds in the same package and cuts at 999 in all', () => {
    const cart = new Map([[2, { quantity: 990, productPackageId: 21 }]]);
    expect(report('P2 20', cart)[0]).toMatchObject({ inCart: 990, quantity: 9, cutFrom: 20, excessive: true });
  });

  it("takes the cart's package when the line names none", () => {
    const cart = new Map([[1, { quantity: 1, productPackageId: 12 }]]);
    expect(report('P1 2', cart)[0]).toMatchObject({ packageId: 12, inCart: 1, quantity: 2 });
  });

  it('takes the package the customer picked for a line', () => {
    expect(report('P1 2', new Map(), new Map([[1, 11]]))[0]).toMatchObject({ packageId: 11, total: 240 });
  });

  it('sums a product named again into its first line', () => {
    const lines = report('P2 4\nP9 1\nP2 3');
    expect(lines[0]).toMatchObject({ kind: 'found', quantity: 7 });
    expect(lines[2]).toMatchObject({ kind: 'repeated', firstLine: 1 });
  });

  it('lists the items to add: known packages only, the cart quantity included', () => {
    const cart = new Map([[2, { quantity: 5, productPackageId: 21 }]]);
    expect(quickOrderItems(report('P2 4\nP1 2\nP1 1\nP5 30\nX 1', cart))).toEqual([
      { productId: 2, productPackageId: 21, quantity: 9, excessive: false },
      { productId: 5, productPackageId: 51, quantity: 30, excessive: false },
    ]);
  });
});
