// Money everywhere it matters in the ordering loop: every amount on screen is read back from the API.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Checkout } from '../../src/domain/entities/checkout';
import type { CreditBalance, OrderDetail } from '../../src/domain/entities/orders';
import { formatBrl } from '../../src/domain/format';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { signInAtPartner } from './support/auth';
import { apiSignIn, headers, type Credentials } from './support/cart-api';
import { clearServerCart, orderHistory, placeOrder, putCartItem, someProducts } from './support/orders-api';
import { openCart, openOrderHistory, orderCard } from './support/orders';
import { company, partners } from './support/users';

const API = '/api/ecommerce';
const partnerId = partners.saoJorge.id;

async function apiGet<T>(request: APIRequestContext, credentials: Credentials, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`, { headers: headers(credentials, partnerId) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The value beside the term `label` of a description list inside `scope`. */
function valueOf(scope: Locator, label: string): Locator {
  return scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

async function openOrder(page: Page, number: string): Promise<Locator> {
  await orderCard(page, number).getByRole('link', { name: 'Ver pedido' }).click();
  await expect(page.getByRole('heading', { name: `Pedido ${number}`, level: 1 })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(totals).toBeVisible();
  return totals;
}

test("the order detail shows every money field, and its total is the server's", async ({ page, request }) => {
  const api = await apiSignIn(request, company);
  const order = await placeOrder(request, api, partnerId, 2);
  const detail = await apiGet<OrderDetail>(request, api, `/v2/orders/${order.id}`);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openOrderHistory(page);
  const totals = await openOrder(page, order.number);

  for (const item of detail.items) {
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.purchase.product.family.name, exact: true }) });
    await expect(row).toContainText(`${formatBrl(item.salesPrice)}/${item.salesUnit}`);
    await expect(row).toContainText(`Total do item: ${formatBrl(item.total)}`);
  }
  const { payment } = detail;
  await expect(valueOf(totals, 'Total')).toHaveText(formatBrl(payment.totalPayment));
  await expect(valueOf(totals, 'Subtotal dos itens')).toHaveText(formatBrl(payment.totalBeforeDiscount));
  await expect(valueOf(totals, 'Desconto')).toHaveText(formatBrl(-payment.discount));
  await expect(valueOf(totals, 'Taxa de entrega')).toHaveText(formatBrl(payment.deliveryFee));
  await expect(valueOf(totals, 'Forma de pagamento')).toHaveText(`${payment.name} · ${payment.parcels} x ${formatBrl(payment.parcelValue)}`);
  await expect(valueOf(totals, 'Crédito disponível')).toHaveText(formatBrl(-payment.credit));
  await expect(valueOf(totals, 'Valor a pagar')).toHaveText(formatBrl(payment.netTotal));

  const facts = page.locator('dl').filter({ has: page.locator('dt', { hasText: 'Endereço de entrega' }) });
  await expect(valueOf(facts, 'Entrega')).toHaveText(detail.deliveryExpected.split('-').reverse().join('/'));
  await expect(valueOf(facts, 'Endereço de entrega')).toHaveText(detail.address);
  await expect(valueOf(facts, 'Ordem de compra')).toHaveText('Não informada');
  await expect(valueOf(facts, 'Posição')).toHaveText('Em análise');
  await expectAccessible(page, { force: true });
});

test("each order history card shows the order's total", async ({ page, request }) => {
  const api = await apiSignIn(request, company);
  const orders = await orderHistory(request, api, partnerId);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openOrderHistory(page);
  for (const order of orders) {
    await expect(valueOf(orderCard(page, order.number), 'Total')).toHaveText(formatBrl(order.payment.totalPayment));
  }
});

test('the balance explains its sum and closes without paying: Fechar and Escape give focus back', async ({ page, request }) => {
  const api = await apiSignIn(request, company);
  const order = await placeOrder(request, api, partnerId, 1);
  const balance = await apiGet<CreditBalance>(request, api, `/v2/orders/balance/credit/${order.id}`);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openOrderHistory(page);
  const pix = orderCard(page, order.number).getByRole('button', { name: 'Pagar com PIX' });

  await pix.click();
  const dialog = page.getByRole('dialog', { name: 'Saldo do pedido' });
  await expect(dialog.getByRole('heading', { name: 'Não entram nesta conta' })).toBeVisible();
  await expect(valueOf(dialog, 'Valor do pedido')).toHaveText(formatBrl(balance.grossTotalAmount));
  await expect(valueOf(dialog, 'Créditos disponíveis')).toHaveText(formatBrl(-balance.availableCredits));
  await expect(valueOf(dialog, 'Valor a pagar')).toHaveText(formatBrl(balance.netTotalAmount));
  await expect(dialog).toContainText('Valor a pagar = valor deste pedido − créditos disponíveis.');
  await expect(dialog).toContainText(`Seu saldo de crédito é ${formatBrl(balance.creditBalance)}`);
  await expect(valueOf(dialog, 'Débitos pendentes')).toHaveText(formatBrl(balance.pendingDebits));
  await expect(dialog).toContainText('em qualquer posição menos Cancelado, ainda não pagos');
  await expectAccessible(page, { force: true });

  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(pix).toBeFocused();
  await expect(page).toHaveURL(/\/historico-pedidos\?/);

  await pix.click();
  await expect(valueOf(dialog, 'Valor a pagar')).toHaveText(formatBrl(balance.netTotalAmount));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(pix).toBeFocused();
  await expect(page).toHaveURL(/\/historico-pedidos\?/);
});

test("the cart's Total estimado includes the delivery fee, equal to the checkout's total", async ({ page, request }) => {
  const api = await apiSignIn(request, company);
  await clearServerCart(request, api, partnerId);
  const [product] = await someProducts(request, api, partnerId, 1);
  await putCartItem(request, api, partnerId, { productId: product!.id, quantity: 1, productPackageId: product!.packageId });
  const { payment } = await apiGet<Checkout>(request, api, '/v2/checkout');
  expect(payment.deliveryFee).toBe(15);

  await signInAtPartner(page, company, partners.saoJorge.name);
  await openCart(page);
  const summary = page.getByRole('region', { name: 'Total estimado' });
  await expect(summary).toContainText(`Total estimado: ${formatBrl(payment.totalPayment)}`);
  await expect(summary).toContainText(`Itens: ${formatBrl(payment.totalBeforeDiscount)} · Taxa de entrega: ${formatBrl(15)}`);
  await expect(summary).toContainText(`Entrega grátis a partir de ${formatBrl(300)} em itens.`);
  await expectAccessible(page, { force: true });
  await clearServerCart(request, api, partnerId);
});
