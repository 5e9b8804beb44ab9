// The cart on a phone (jsdom has no matchMedia: the narrow layout), with the real cart command over Dexie.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CartItems } from '../../../../src/features/cart/cart-items';
import { useCartLines } from '../../../../src/features/cart/use-cart-lines';
import { ToastHost } from '../../../../src/ui/toast';
import { SyncFeedback } from '../../../../src/features/cart/sync-feedback';
import type { UserDb } from '../../../../src/db/user-db';
import { PARTNER_ID, freshDb, makeEntry, makeProduct } from '../catalogue/fixtures';

let db: UserDb;

function Cart() {
  const view = useCartLines(PARTNER_ID);
  return view ? <CartItems partnerId={PARTNER_ID} lines={view.lines} readOnly={false} /> : null;
}

beforeEach(async () => {
  localStorage.clear();
  db = await freshDb();
  for (const [productId, quantity] of [[1, 2], [2, 3]] as const) {
    await db.products.put(makeEntry(makeProduct(productId)));
    await db.cartItems.put({ partnerId: PARTNER_ID, productId, quantity, price: 10, productPackageId: 10 * productId + 1, issues: [] });
  }
  render(
    <>
      <Cart />
      <SyncFeedback />
      <ToastHost />
    </>,
  );
  await screen.findByRole('article', { name: 'Arroz Tipo 2' });
});

const line = (family: string) => screen.getByRole('article', { name: family });
const stored = (productId: number) => db.cartItems.get([PARTNER_ID, productId]);

describe('the compact cart list', () => {
  it('shows one line per item: name, package, stepper, line total and remove', () => {
    const first = within(line('Arroz Tipo 1'));
    expect(first.getByRole('heading', { name: 'Arroz Tipo 1' })).toBeTruthy();
    expect(first.getByText('CX 12')).toBeTruthy();
    expect((first.getByRole('textbox', { name: 'Quantidade de Arroz Tipo 1' }) as HTMLInputElement).value).toBe('2');
    expect(first.getByRole('button', { name: 'Adicionar uma caixa de Arroz Tipo 1' })).toBeTruthy();
    // 2 boxes of 12 at R$ 10
    expect(first.getByText('R$ 240,00')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Remover Arroz Tipo 1 do carrinho' })).toBeTruthy();
    // the full card is folded away
    expect(first.queryByText('Cód. P1')).toBeNull();
  });

  it('unfolds the full product card when the name is tapped', () => {
    const name = within(line('Arroz Tipo 1')).getByRole('button', { name: 'Arroz Tipo 1' });
    expect(name.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(name);
    expect(name.getAttribute('aria-expanded')).toBe('true');
    const card = document.getElementById(name.getAttribute('aria-controls')!)!;
    expect(within(card).getByText('Cód. P1')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'CX 12' })).toBeTruthy();
  });

  it("removes in place: 'Desfazer' appears where the line was and takes the focus; it brings the line back", async () => {
    fireEvent.click(within(line('Arroz Tipo 1')).getByRole('button', { name: 'Remover Arroz Tipo 1 do carrinho' }));
    const undo = screen.getByRole('button', { name: 'Desfazer' });
    expect(document.activeElement).toBe(undo);
    expect(undo.parentElement?.textContent).toContain('Item removido!');
    expect(undo.parentElement?.textContent).toContain('Arroz Tipo 1');
    expect(screen.queryByRole('article', { name: 'Arroz Tipo 1' })).toBeNull();
    await waitFor(async () => expect(await stored(1)).toBeUndefined());
    // the list's own 'Desfazer' replaces the toast: one, not two
    expect(screen.getAllByRole('button', { name: 'Desfazer' })).toHaveLength(1);
    // in place: before the second line
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.contains(undo)).toBe(true);

    fireEvent.click(undo);
    await waitFor(async () => expect(await stored(1)).toMatchObject({ quantity: 2, productPackageId: 11 }));
    const name = await within(await screen.findByRole('article', { name: 'Arroz Tipo 1' })).findByRole('button', { name: 'Arroz Tipo 1' });
    await waitFor(() => expect(document.activeElement).toBe(name), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
  });

  it("treats − down to 0 as a removal, with the same 'Desfazer'", async () => {
    fireEvent.click(within(line('Arroz Tipo 1')).getByRole('button', { name: 'Remover uma caixa de Arroz Tipo 1' }));
    await waitFor(async () => expect((await stored(1))?.quantity).toBe(1));
    fireEvent.click(within(line('Arroz Tipo 1')).getByRole('button', { name: 'Remover uma caixa de Arroz Tipo 1' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(async () => expect(await stored(1)).toBeUndefined());
  });
});
