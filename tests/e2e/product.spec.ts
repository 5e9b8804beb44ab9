// Issue 9, product part: the detail opened from a card, its 'Similares' tab, the purchase
// history putting a past purchase in the cart, the gallery closed by back, the barcode copy,
// and a product deep link reopened offline.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { signInAtPartner } from './support/auth';
import { goOffline, waitForServiceWorker } from './support/network';
import { company, partners } from './support/users';

function historyLane(page: Page): Locator {
  return page.getByRole('region', { name: 'Histórico', exact: true });
}

/** Opens the detail of the history lane's first product from its card's title; resolves with the family name. */
async function openDetailFromCard(page: Page): Promise<string> {
  const card = historyLane(page).getByRole('article').first();
  const family = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/produto\/\d+\?parceiro=1$/);
  await expect(page.getByRole('heading', { level: 2, name: family })).toBeVisible();
  return family;
}

test.beforeEach(async ({ page }) => {
  await signInAtPartner(page, company, partners.saoJorge.name);
});

test("a card opens the product detail; the 'Similares' tab lists similar products", async ({ page }) => {
  await openDetailFromCard(page);
  const tabs = page.getByRole('navigation', { name: 'Produto e similares' });
  await expect(tabs.getByRole('link', { name: 'Produto' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await tabs.getByRole('link', { name: 'Similares' }).click();
  await expect(page).toHaveURL(/\/produto\/similares\/\d+/);
  await expect(tabs.getByRole('link', { name: 'Similares' })).toHaveAttribute('aria-current', 'page');
  const similar = page.getByRole('main').getByRole('article');
  await expect(similar.first()).toBeVisible();
  expect(await similar.count()).toBeLessThanOrEqual(5);
});

test('a purchase in the history sets its quantity and package in the cart', async ({ page }) => {
  const family = await openDetailFromCard(page);
  await page.getByRole('link', { name: `Histórico de compra de ${family}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de compra' })).toBeVisible();
  const row = page.getByRole('button', { name: /Pôr no carrinho$/ }).first();
  await expect(row).toBeVisible();
  // '8 caixas de 10 UN': the quantity counts packages of the one named
  const counted = (await row.locator('span').nth(1).textContent())!;
  await row.click();
  await expect(page.getByRole('status').getByText(`No carrinho: ${counted}`)).toBeVisible();
  const productCard = page.getByRole('main').getByRole('article');
  await expect(productCard.getByText('No carrinho', { exact: true })).toBeVisible();
  await expect(productCard.getByRole('textbox', { name: /^Quantidade de / })).toHaveValue(counted.split(' ')[0]!);
});

test('the gallery blocks page scroll, and back closes it before leaving the screen', async ({ page }) => {
  const family = await openDetailFromCard(page);
  const url = page.url();
  await page.getByRole('button', { name: `Ver imagens de ${family}` }).click();
  const gallery = page.getByRole('dialog', { name: `Imagens de ${family}` });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole('img')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await expectAccessible(page);
  await page.goBack();
  await expect(gallery).toBeHidden();
  // The vetoed back is undone by a forward step of its own, a moment after the gallery closed: wait for it.
  await expect(page).toHaveURL(url);
  await page.goBack();
  await expect(page).toHaveURL(/\/\?parceiro=1$/);
});

test("the additional info copies the barcode: 'Código de barras copiado!'", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const family = await openDetailFromCard(page);
  await page.getByRole('button', { name: `Mais informações de ${family}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Mais informações' });
  await expect(drawer.getByRole('heading', { name: 'Informações técnicas' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Copiar código de barras' }).click();
  await expect(page.getByText('Código de barras copiado!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await expect(drawer.getByText(copied, { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});

test('a product deep link reopens offline after one visit', { tag: '@service-worker' }, async ({ page, context }) => {
  const family = await openDetailFromCard(page);
  const url = page.url();
  await waitForServiceWorker(page);
  await goOffline(context, page);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 2, name: family })).toBeVisible();
});
