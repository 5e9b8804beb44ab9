// The checkout as a shop owner expects it: Enter never orders, paying right after the
// order, changing an order with its choices kept, and short-dated items flagged.
import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signInAtPartner } from './support/auth';
import { apiSignIn, headers, type Credentials } from './support/cart-api';
import { clearServerCart, getServerCart, orderHistory, placeOrder, putCartItem, someProducts } from './support/orders-api';
import { openCart, openOrderHistory, orderCard, statusMessage } from './support/orders';
import { company, partners } from './support/users';

const partnerId = partners.saoJorge.id;
let api: Credentials;

test.beforeEach(async ({ request }) => {
  api = await apiSignIn(request, company);
  await clearServerCart(request, api, partnerId);
});

/** Puts products in the server's cart; 20 packages each keep the total above the company's credit. */
async function fillCart(request: APIRequestContext, count = 1, quantity = 20) {
  const products = await someProducts(request, api, partnerId, count);
  for (const product of products) {
    await putCartItem(request, api, partnerId, { productId: product.id, quantity, productPackageId: product.packageId });
  }
  return products;
}

/** Cart → 'REVISAR PEDIDO' (or 'REVISAR ALTERAÇÕES') → the checkout. */
async function openCheckout(page: Page, review = 'REVISAR PEDIDO') {
  await openCart(page);
  await page.getByRole('button', { name: review, exact: true }).click();
  await expect(page).toHaveURL(/\/finalizar-pedido\?/);
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText(/Total\s*R\$/);
}

async function chooseAddressAndFirstDate(page: Page): Promise<string> {
  await page.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio').first().check();
  const date = page.getByRole('combobox', { name: 'Data de entrega' });
  const first = (await date.locator('option').nth(1).getAttribute('value'))!;
  await date.selectOption(first);
  return first;
}

const finish = (page: Page, name = 'Finalizar pedido') => page.getByRole('button', { name, exact: true });
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

test('Enter in the coupon field applies the coupon and shows the discounted total; no order is placed', async ({ page, request }) => {
  await fillCart(request);
  const before = (await orderHistory(request, api, partnerId)).length;
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openCheckout(page);
  await chooseAddressAndFirstDate(page);
  await expect(finish(page)).toBeEnabled();
  const totals = page.getByRole('region', { name: 'Resumo do pedido' });
  const totalBefore = await totals.locator('dd').last().textContent();

  const coupon = page.getByRole('textbox', { name: 'Cupom de desconto' });
  await coupon.fill('balcao10');
  await coupon.press('Enter');
  await expect(totals).toContainText('Desconto do cupom BALCAO10');
  await expect(totals.locator('dd').last()).not.toHaveText(totalBefore!);
  await expect(finish(page)).toBeEnabled();
  await coupon.press('Enter');
  await page.getByRole('textbox', { name: 'Ordem de compra' }).press('Enter');

  await expect(page.getByRole('dialog', { name: 'Sucesso!' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/finalizar-pedido\?/);
  expect(await orderHistory(request, api, partnerId)).toHaveLength(before);
  await expectAccessible(page, { force: true });
});

test('the purchase order says it keeps digits when letters are typed', async ({ page, request }) => {
  await fillCart(request);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openCheckout(page);
  const po = page.getByRole('textbox', { name: 'Ordem de compra' });
  await po.pressSequentially('PO-4521');
  await expect(po).toHaveValue('4521');
  await expect(page.getByText('A ordem de compra aceita só números, até 15 dígitos. O que não é número foi retirado.')).toBeVisible();
  await expectAccessible(page, { force: true });
});

test("after an order on 'À vista (PIX ou cartão)' the success modal offers paying now, and PIX opens the order's PIX screen", async ({
  page,
  request,
}) => {
  await fillCart(request, 2);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openCheckout(page);
  await expect(page.getByRole('combobox', { name: 'Plano de pagamento' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Plano de pagamento' }).locator('option:checked')).toHaveText('À vista (PIX ou cartão)');
  await chooseAddressAndFirstDate(page);
  await finish(page).click();

  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await expect(success).toContainText(/Valor a pagar: R\$/);
  await expect(success.getByRole('button', { name: 'Pagar com cartão', exact: true })).toBeVisible();
  await expect(success.getByRole('button', { name: 'Ver meus pedidos', exact: true })).toBeVisible();
  await expectAccessible(page, { force: true });
  const [placed] = await orderHistory(request, api, partnerId);

  await success.getByRole('button', { name: 'Pagar com PIX', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pagar-pix\\?.*orderId=${placed.id}`));
  await expect(page.getByRole('heading', { name: 'Pagar com PIX', level: 1 })).toBeVisible();
});

test("editing an order: the banner names it, its choices are preselected and 'Finalizar alterações' finishes at once", async ({
  page,
  request,
}) => {
  test.slow(); // history, home, cart and checkout in one flow
  const order = await placeOrder(request, api, partnerId, 2);
  const count = (await orderHistory(request, api, partnerId)).length;
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openOrderHistory(page);
  await orderCard(page, order.number).getByRole('button', { name: 'Editar', exact: true }).click();
  await expect(page).toHaveURL(/\/carrinho\?/);
  const banner = page.getByRole('complementary', { name: `Alterando pedido n° ${order.number}` });
  await expect(banner).toContainText(`Você está alterando o pedido n° ${order.number}.`);
  await expectAccessible(page, { force: true });

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início', exact: true }).click();
  await expect(banner).toBeVisible();
  await expectAccessible(page, { force: true });
  await banner.getByRole('link', { name: 'Ver alterações', exact: true }).click();
  await expect(page).toHaveURL(/\/carrinho\?/);

  await page.getByRole('button', { name: 'REVISAR ALTERAÇÕES', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Revisar Alterações', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Data de entrega' })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Plano de pagamento' }).locator('option:checked')).toHaveText('À vista (PIX ou cartão)');
  await expectAccessible(page, { force: true });

  await finish(page, 'Finalizar alterações').click();
  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toContainText(`As alterações do pedido n° ${order.number} foram salvas.`, { timeout: 15_000 });
  expect(await orderHistory(request, api, partnerId)).toHaveLength(count);
});

test("'CANCELAR ALTERAÇÕES' asks before it discards", async ({ page, request }) => {
  const order = await placeOrder(request, api, partnerId, 2);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openOrderHistory(page);
  await orderCard(page, order.number).getByRole('button', { name: 'Editar', exact: true }).click();
  await expect(page).toHaveURL(/\/carrinho\?/);

  const cancel = page.getByRole('button', { name: 'CANCELAR ALTERAÇÕES', exact: true });
  await cancel.click();
  const confirm = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await expect(confirm).toContainText(`pedido n° ${order.number}`);
  await expectAccessible(page, { force: true });
  await confirm.getByRole('button', { name: 'Continuar alterando', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  expect((await getServerCart(request, api, partnerId)).orderNumber).toBe(order.number);

  await cancel.click();
  await confirm.getByRole('button', { name: 'Descartar alterações', exact: true }).click();
  await expect(statusMessage(page, 'Suas alterações foram descartadas.')).toBeVisible();
  await expect(page.getByText('Seu carrinho está vazio :(', { exact: true })).toBeVisible();
  expect((await getServerCart(request, api, partnerId)).orderNumber ?? null).toBeNull();
});

/** The DATA CURTA product whose validity ends first, as the 'Datas Curtas' list gives it. */
async function earliestShortDated(request: APIRequestContext) {
  const response = await request.get(`/api/ecommerce/purchase/types/FEFO?page=0&size=13`, { headers: headers(api, partnerId) });
  expect(response.ok()).toBe(true);
  const page = (await response.json()) as {
    items: { product: { id: number; validity: string; isFefo: boolean; family: { name: string }; packages: { id: number }[] } }[];
  };
  const product = page.items.map((item) => item.product).find((p) => p.isFefo && p.validity)!;
  const [day, month, year] = product.validity.split('/');
  return { ...product, iso: `${year}-${month}-${day}` };
}

test("a short-dated item whose validity ends before the delivery date is flagged on its line, and the dates say which keep it in date", async ({
  page,
  request,
}) => {
  const product = await earliestShortDated(request);
  await putCartItem(request, api, partnerId, { productId: product.id, quantity: 1, productPackageId: product.packages[0].id });
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openCheckout(page);

  const date = page.getByRole('combobox', { name: 'Data de entrega' });
  const values = (await date.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).slice(1);
  const later = values.find((value) => value > product.iso)!;
  expect(later, `a delivery date after ${product.validity}`).toBeDefined();
  await expect(date.locator(`option[value="${later}"]`)).toHaveText(`${ddmmyyyy(later)} – 1 item vence antes`);
  const kept = values.filter((value) => value <= product.iso);
  expect(kept.length, `a delivery date up to ${product.validity}`).toBeGreaterThan(0);
  for (const value of kept) await expect(date.locator(`option[value="${value}"]`)).toHaveText(`${ddmmyyyy(value)} – todos os itens na validade`);

  await date.selectOption(later);
  const line = page.getByRole('region', { name: 'Itens do pedido' }).getByRole('listitem').filter({ hasText: product.family.name });
  await expect(line).toContainText(`Validade ${product.validity}, antes da entrega`);
  await expectAccessible(page, { force: true });
  await date.selectOption(kept[0]);
  await expect(line).not.toContainText('antes da entrega');
});
