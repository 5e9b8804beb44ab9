// Locating the ordering loop's screens by what a user sees and what assistive tech announces.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { addableCard, addFromCard } from './home';

function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Navegação principal' });
}

/** Bottom navigation → '/carrinho'. */
export async function openCart(page: Page): Promise<void> {
  await mainNavigation(page).getByRole('link', { name: /^Carrinho/ }).click();
  await expect(page).toHaveURL(/\/carrinho\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
}

/** Bottom navigation → '/historico-pedidos'. */
export async function openOrderHistory(page: Page): Promise<void> {
  await mainNavigation(page).getByRole('link', { name: 'Pedidos', exact: true }).click();
  await expect(page).toHaveURL(/\/historico-pedidos\?/);
  await expect(page.getByRole('heading', { name: 'Histórico de pedidos', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pedidos' }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
}

/** One order of the history, by its number. */
export function orderCard(page: Page, number: string): Locator {
  return page.getByRole('article', { name: `Pedido ${number}`, exact: true });
}

/** The value of one of the card's columns ('Pedido', 'Data', 'Entrega', 'Posição'). */
export function orderColumn(card: Locator, column: 'Pedido' | 'Data' | 'Entrega' | 'Posição'): Locator {
  return card.locator(`xpath=.//dt[normalize-space()="${column}"]/following-sibling::dd[1]`);
}

/** A toast (or any live status) saying `text`. */
export function statusMessage(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** One entry per cart item: a card on a wide screen, a compact line on a phone (which may unfold a card inside). */
export function cartCards(page: Page): Locator {
  return page.getByRole('group', { name: 'Itens do carrinho' }).locator(':scope > ul > li');
}

/** A first order's way to the checkout: search 'arroz', add the first card that can be added, cart, 'REVISAR PEDIDO'. */
export async function reviewAnItem(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Pesquisar produtos' }).click();
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('arroz');
  const { card, family } = await addableCard(page.getByRole('main'));
  await addFromCard(card, family);
  await openCart(page);
  await page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true }).click();
}
