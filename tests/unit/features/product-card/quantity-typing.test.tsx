// Typing into the quantity of an item in the cart, with the real cart command over Dexie.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SyncFeedback } from '../../../../src/features/cart/sync-feedback';
import { ProductCard } from '../../../../src/features/product-card/product-card';
import { ToastHost } from '../../../../src/ui/toast';
import type { UserDb } from '../../../../src/db/user-db';
import { PARTNER_ID, freshDb, makeEntry, makeProduct } from '../catalogue/fixtures';

let db: UserDb;
const product = makeProduct(5);
const field = () => screen.getByRole('textbox', { name: 'Quantidade de Arroz Tipo 5' }) as HTMLInputElement;
const stored = () => db.cartItems.get([PARTNER_ID, 5]);
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(async () => {
  db = await freshDb();
  await db.products.put(makeEntry(product));
  await db.cartItems.put({ partnerId: PARTNER_ID, productId: 5, quantity: 3, price: 10, productPackageId: 51, issues: [] });
  render(
    <>
      <ProductCard partnerId={PARTNER_ID} entry={makeEntry(product)} size="small" />
      <SyncFeedback />
      <ToastHost />
    </>,
  );
  await screen.findByText('No carrinho');
});

describe('typing a quantity of an item in the cart', () => {
  it("keeps the item while a leading '0' is typed, and '05' is 5", async () => {
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '0' } });
    await pause();
    expect(field().value).toBe('0');
    expect((await stored())?.quantity).toBe(3);
    expect(screen.getByText('No carrinho')).toBeTruthy();
    expect(screen.queryByText('Item removido!')).toBeNull();

    fireEvent.change(field(), { target: { value: '05' } });
    await waitFor(async () => expect((await stored())?.quantity).toBe(5));
    expect(field().value).toBe('5');
    fireEvent.blur(field());
    expect(field().value).toBe('5');
    expect((await db.outbox.toArray()).map((entry) => entry.command)).toMatchObject([{ type: 'cart-item', productId: 5, quantity: 5 }]);
  });

  it("removes the item when the field is left at 0, with 'Desfazer'", async () => {
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.blur(field());
    await waitFor(async () => expect(await stored()).toBeUndefined());
    expect(await screen.findByText('Item removido!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(async () => expect((await stored())?.quantity).toBe(3));
  });
});
