// Locating things on the home screen by what a user sees and what assistive tech announces.
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForWholeCatalogue as waitForCatalogueOnDevice } from '../../../scripts/bench/catalogue-on-device.mjs';
import { expectAccessible } from './a11y';

export function lane(page: Page, title: 'Histórico' | 'Sugestões' | 'Ofertas' | 'Datas Curtas'): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

export function cartLink(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /^Carrinho/ });
}

/**
 * A card that can be added to the cart, located by its product code (unique) so the
 * locator keeps pointing at it after its 'Adicionar' button turns into 'No carrinho'.
 */
export async function addableCard(scope: Locator): Promise<{ card: Locator; family: string }> {
  const candidate = scope
    .getByRole('article')
    .filter({ has: scope.page().getByRole('button', { name: /^Adicionar .+ ao carrinho$/ }) })
    .first();
  await expect(candidate).toBeVisible();
  const family = (await candidate.getByRole('heading').textContent())!.trim();
  const code = (await candidate.getByText(/^Cód\. /).textContent())!.trim();
  const card = scope.getByRole('article').filter({ hasText: new RegExp(`${escapeRegExp(code)}(?!\\w)`) });
  await expect(card).toHaveCount(1);
  return { card, family };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The stepper's + or −, named after the package it steps ('Adicionar uma caixa de …', 'Remover um fardo de …'). */
export function stepButton(card: Locator, step: 'plus' | 'minus', family: string): Locator {
  const verb = step === 'plus' ? 'Adicionar' : 'Remover';
  return card.getByRole('button', { name: new RegExp(`^${verb} uma? \\S+ de ${escapeRegExp(family)}$`) });
}

export function quantityInput(card: Locator): Locator {
  return card.getByRole('textbox', { name: /^Quantidade de / });
}

/**
 * A product with more than one package asks 'Confirme a embalagem selecionada:' when
 * its package was not picked on the card: confirms it when it appears, then waits for
 * the card to show the product in the cart.
 */
export async function confirmPackageIfAsked(card: Locator): Promise<void> {
  const dialog = card.page().getByRole('dialog', { name: 'Confirme a embalagem selecionada:' });
  const added = card.getByText('No carrinho');
  await expect(dialog.or(added).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await expectAccessible(card.page());
    await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(added).toBeVisible();
}

/** Taps the card's 'Adicionar' and confirms the package when asked. */
export async function addFromCard(card: Locator, family: string): Promise<void> {
  await card.getByRole('button', { name: `Adicionar ${family} ao carrinho` }).click();
  await confirmPackageIfAsked(card);
}

/** Reads the card's stepper value as a number. */
export async function shownQuantity(card: Locator): Promise<number> {
  return Number(await quantityInput(card).inputValue());
}

/** Resolves once the device holds the partner's whole catalogue (the bench's wait, scripts/bench). */
export async function waitForWholeCatalogue(page: Page, username: string, partnerId: number): Promise<void> {
  await waitForCatalogueOnDevice(page, { username, partnerId }, { timeoutMs: 45_000, intervalMs: 500 });
}
