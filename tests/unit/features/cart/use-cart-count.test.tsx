import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useCartCount } from '../../../../src/features/cart/use-cart-count';
import { PARTNER_ID, freshDb } from '../catalogue/fixtures';

type Db = Awaited<ReturnType<typeof freshDb>>;
let db: Db;

function Badge() {
  const count = useCartCount(PARTNER_ID);
  return <p>{count} itens</p>;
}

const item = (partnerId: number, productId: number, quantity: number) => ({
  partnerId, productId, quantity, price: 1, productPackageId: 1, issues: [],
});

beforeEach(async () => {
  db = await freshDb();
});

describe('useCartCount', () => {
  it("counts the partner's distinct items with a quantity and follows changes", async () => {
    await db.cartItems.bulkPut([item(PARTNER_ID, 1, 3), item(PARTNER_ID, 2, 0), item(2, 3, 5)]);
    render(<Badge />);
    expect(await screen.findByText('1 itens')).toBeTruthy();
    await act(() => db.cartItems.put(item(PARTNER_ID, 4, 1)));
    expect(await screen.findByText('2 itens')).toBeTruthy();
  });
});
