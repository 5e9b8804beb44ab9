// What the card tells about the quantity it adds: the suggestion, what a typed entry
// became, the maximum; and where focus goes after adding. Real cart command over Dexie.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ProductCard } from '../../../../src/features/product-card/product-card';
import type { UserDb } from '../../../../src/db/user-db';
import { PARTNER_ID, freshDb, makeEntry, makeProduct } from '../catalogue/fixtures';

let db: UserDb;
beforeEach(async () => {
  localStorage.clear();
  db = await freshDb();
});

const field = (family: string) => screen.getByRole('textbox', { name: `Quantidade de ${family}` }) as HTMLInputElement;
const addButton = (family: string) => screen.getByRole('button', { name: `Adicionar ${family} ao carrinho` });
/** The texts an element's aria-describedby points at, as assistive tech reads them. */
const computeAccessibleDescription = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const stored = (productId: number) => db.cartItems.get([PARTNER_ID, productId]);

function renderCard(productId: number, overrides: Parameters<typeof makeEntry>[1] = {}, product = makeProduct(productId)) {
  render(<ProductCard partnerId={PARTNER_ID} entry={makeEntry(product, overrides)} size="small" />);
  return product.family.name;
}

describe('the suggested quantity', () => {
  it("labels a stepper pre-filled with the suggestion 'Sugerido: 6 CX', and one tap adds exactly that", async () => {
    const family = renderCard(1, { suggestedQuantity: 6 });
    expect(field(family).value).toBe('6');
    expect(screen.getByText('Sugerido: 6 CX')).toBeTruthy();
    expect(computeAccessibleDescription(addButton(family))).toContain('Sugerido: 6 CX');

    fireEvent.click(addButton(family));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(async () => expect(await stored(1)).toMatchObject({ quantity: 6, productPackageId: 11 }));
    await screen.findByText('No carrinho');
    expect(screen.queryByText('Sugerido: 6 CX')).toBeNull();
  });

  it('names the unit of the package the suggestion counts in (the last purchase’s)', () => {
    renderCard(2, { suggestedQuantity: 4, lastOrder: { quantity: 4, packaging: 'UN', date: '2026-01-10', unitType: 'UN' } });
    expect(screen.getByText('Sugerido: 4 UN')).toBeTruthy();
  });

  it('says nothing when there is no suggestion (the stepper starts at 1)', () => {
    const family = renderCard(3);
    expect(field(family).value).toBe('1');
    expect(screen.queryByText(/^Sugerido/)).toBeNull();
  });
});

describe('a typed quantity the rules cut', () => {
  it("ignores a fourth digit at 999 and says so; + and 'Adicionar' say 'Máximo 999'", () => {
    const family = renderCard(4);
    fireEvent.change(field(family), { target: { value: '999' } });
    const plus = screen.getByRole('button', { name: `Adicionar uma caixa de ${family}` });
    expect(plus.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Máximo 999')).toBeTruthy();
    expect(computeAccessibleDescription(plus)).toBe('Máximo 999');
    expect(addButton(family).hasAttribute('disabled')).toBe(true);
    expect(computeAccessibleDescription(addButton(family))).toBe('Máximo 999');

    fireEvent.change(field(family), { target: { value: '9999' } });
    expect(field(family).value).toBe('999');
    const note = screen.getAllByRole('status').find((region) => region.textContent !== '');
    expect(note?.textContent).toBe('Máximo 999: 9999 foi ignorado.');
    expect(computeAccessibleDescription(field(family))).toBe('Máximo 999: 9999 foi ignorado.');
  });

  it('says what a pasted entry with other characters became', () => {
    const family = renderCard(5);
    fireEvent.change(field(family), { target: { value: '1,5' } });
    expect(field(family).value).toBe('15');
    expect(screen.getByRole('status').textContent).toBe('Só números: “1,5” virou 15.');
  });

  it('clears the line at the next accepted change', () => {
    const family = renderCard(6);
    fireEvent.change(field(family), { target: { value: '1500' } });
    expect(screen.getByText('Máximo 999: 1500 foi ignorado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Adicionar uma caixa de ${family}` }));
    expect(screen.queryByText(/foi ignorado/)).toBeNull();
  });
});

describe('card accessibility', () => {
  it("moves focus to the stepper's + after the package dialog is confirmed", async () => {
    const family = renderCard(7);
    addButton(family).focus();
    fireEvent.click(addButton(family));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `Adicionar uma caixa de ${family}` })));
  });

  it("names the package in − and +, following the chosen package", () => {
    const family = renderCard(8);
    expect(screen.getByRole('button', { name: `Remover uma caixa de ${family}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'UN' }));
    expect(screen.getByRole('button', { name: `Remover uma unidade de ${family}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Adicionar uma unidade de ${family}` })).toBeTruthy();
  });

  it("reads a struck-out price as 'de … por …'", () => {
    const product = makeProduct(9, { price: { price: 17.99, salesPrice: 16.19, promotions: [] } });
    renderCard(9, {}, product);
    const struck = screen.getByText('R$ 17,99');
    expect(struck.tagName).toBe('S');
    expect(struck.parentElement?.textContent?.replace(/\s+/g, ' ').trim()).toBe('de R$ 17,99 por R$ 16,19/UN');
  });
});
