import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import type { Page } from '@playwright/test';
import { partnerIdOf, signInAtPartner } from './support/auth';
import { apiSignIn, pageCredentials } from './support/cart-api';
import { addFromCard, addableCard, cartLink, lane } from './support/home';
import { clearServerCart, orderHistory } from './support/orders-api';
import { openCart, orderCard, orderColumn } from './support/orders';
import { company, partners } from './support/users';

test.beforeEach(async ({ page, request }) => {
  await clearServerCart(request, await apiSignIn(request, company), partners.saoJorge.id);
  await signInAtPartner(page, company, partners.saoJorge.name);
});

/** Adds one product from the 'Histórico' lane and opens the checkout from the cart. */
async function reviewOneProduct(page: Page): Promise<string> {
  const { card, family } = await addableCard(lane(page, 'Histórico'));
  await addFromCard(card, family);
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 1 item');
  // The badge still shows the count, and the name starts with the visible text: axe's experimental
  // rule (outside the tags every screen is checked with) passes.
  const badge = await cartLink(page).locator('[data-count]').evaluate((element) => getComputedStyle(element, '::after').content);
  expect(badge).toBe('"1"');
  const mismatch = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).setLegacyMode(true).analyze();
  expect(mismatch.violations).toEqual([]);
  await openCart(page);
  await page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true }).click();
  await expect(page).toHaveURL(/\/finalizar-pedido\?/);
  await expect(page.getByRole('heading', { name: 'Revisar pedido', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText(/Total\s*R\$/);
  await expectAccessible(page);
  return family;
}

function dateFormatted(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

test('add to cart → review → finish: the success modal, then the order in the history', async ({ page, request }) => {
  const partnerId = partnerIdOf(page);
  const credentials = await pageCredentials(page);
  const before = await orderHistory(request, credentials, partnerId);
  const family = await reviewOneProduct(page);

  // The company has two partners and two addresses: the banner shows and an address is required.
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Itens do pedido' })).toContainText(family);
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText(/Total\s*R\$/);

  const finish = page.getByRole('button', { name: 'Finalizar pedido', exact: true });
  await finish.click();
  await expect(page.getByRole('alert').filter({ hasText: 'O campo de data de entrega é obrigatório.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'O campo endereço de entrega é obrigatório.' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Data de entrega' })).toHaveAttribute('aria-invalid', 'true');
  // The tap leads to the first field in error, far above the button: in view and focused.
  const firstAddress = page.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio').first();
  await expect(firstAddress).toBeFocused();
  await expect(firstAddress).toBeInViewport();
  await expectAccessible(page, { force: true });
  expect(await orderHistory(request, credentials, partnerId)).toHaveLength(before.length);

  await page.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio').first().check();
  await expect(page.getByText('O campo endereço de entrega é obrigatório.')).toHaveCount(0);
  const date = page.getByRole('combobox', { name: 'Data de entrega' });
  const firstDate = await date.locator('option').nth(1).getAttribute('value');
  await date.selectOption(firstDate!);
  await expect(page.getByText('O campo de data de entrega é obrigatório.')).toHaveCount(0);

  // A double tap makes one order (the button is busy, and the request carries an Idempotency-Key).
  await finish.dblclick();
  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success).toContainText(`Data de entrega: ${dateFormatted(firstDate!)}`);
  await expect(success).toContainText('Quantidade de itens: 1');
  await expectAccessible(page);
  await expect(success).toContainText(/Total: R\$\s?[\d.,]+ \(1 x R\$\s?[\d.,]+\)/);
  const number = (await success.textContent())!.match(/pedido n° (\d+)/)![1];

  const after = await orderHistory(request, credentials, partnerId);
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toMatchObject({ number, status: 'Em análise', canEdit: true, canCancel: true });
  // Finishing emptied the cart, on the server and on the device.
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho');

  await success.getByRole('button', { name: 'Ver meus pedidos' }).click();
  await expect(page).toHaveURL(/\/historico-pedidos\?/);
  const card = orderCard(page, number);
  await expect(card).toBeVisible();
  await expect(orderColumn(card, 'Pedido')).toHaveText(number);
  await expect(orderColumn(card, 'Posição')).toHaveText('Em análise');
  await expect(orderColumn(card, 'Entrega')).toHaveText(dateFormatted(firstDate!));
  await expect(card).toContainText('Pedido sujeito à aprovação financeira e comercial.');
  await expect(card.getByRole('button', { name: 'Editar', exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancelar pedido', exact: true })).toBeVisible();
});

test("the coupon is upper-cased: an unknown one says 'Cupom inválido.', a known one gives its discount", async ({ page }) => {
  await reviewOneProduct(page);
  const coupon = page.getByRole('textbox', { name: 'Cupom de desconto' });
  const totals = page.getByRole('region', { name: 'Resumo do pedido' });

  await coupon.fill('nada123');
  await expect(coupon).toHaveValue('NADA123');
  await expect(page.getByRole('alert').filter({ hasText: 'Cupom inválido.' })).toBeVisible();
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, { force: true });

  await coupon.fill('');
  await expect(page.getByText('Cupom inválido.')).toHaveCount(0);

  await coupon.fill('balcao10');
  await expect(coupon).toHaveValue('BALCAO10');
  await expect(totals).toContainText('Desconto do cupom BALCAO10');
  await expect(page.getByText('Cupom inválido.')).toHaveCount(0);
});
