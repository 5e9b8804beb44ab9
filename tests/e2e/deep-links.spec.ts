// Deep links survive sign-in and the device subscribes to push notifications.
import { expectAccessible } from './support/a11y';
import { acceptTerms, signInAtPartner, submitLogin } from './support/auth';
import { apiSignIn, headers, pageCredentials } from './support/cart-api';
import { orderHistory } from './support/orders-api';
import { expect, test } from './support/test';
import { company, partners } from './support/users';

test('a signed-out user opens an order link: after sign-in and the partner it names, the order opens', async ({ page, request }) => {
  const api = await apiSignIn(request, company);
  const partnerId = partners.atacadao.id;
  const [order] = await orderHistory(request, api, partnerId);
  expect(order, 'an order of the second partner in the seed').toBeDefined();
  const link = `/detalhes-pedido?id=${order.id}&order=${order.number}&parceiro=${partnerId}`;

  await page.goto(link);
  await expect(page).toHaveURL(/\/hub$/);
  await page.getByRole('button', { name: 'Acesse o Balcão' }).click();
  await acceptTerms(page);
  await submitLogin(page, company);

  // The link names a partner the customer has: chosen without asking, and the order opens.
  await expect(page.getByRole('heading', { name: `Pedido ${order.number}`, level: 1 })).toBeVisible();
  const opened = new URL(page.url());
  expect(opened.pathname).toBe('/detalhes-pedido');
  expect(opened.searchParams.get('id')).toBe(String(order.id));
  expect(opened.searchParams.get('parceiro')).toBe(String(partnerId));
  expect(await page.evaluate(() => localStorage.getItem('deepLink'))).toBeNull();
});

test('a session the server ended mid-use: after signing in again, the screen the user was on opens again', async ({ page, request }) => {
  test.slow(); // the sign-in checks every screen with axe
  await signInAtPartner(page, company, partners.saoJorge.name);
  const partnerId = partners.saoJorge.id;
  await page.goto(`/historico-pedidos?parceiro=${partnerId}`);
  await expect(page.getByRole('heading', { name: 'Histórico de pedidos', level: 1 })).toBeVisible();

  // Ended elsewhere (as 'Remover' on another device would): the page's next call answers 401.
  const ended = await request.delete('/api/ecommerce/authentication/session', { headers: headers(await pageCredentials(page), partnerId) });
  expect(ended.ok(), await ended.text()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/(usuarios|hub)$/);

  // The terms were accepted on this device before: the form comes straight away.
  await page.goto('/hub');
  await page.getByRole('button', { name: 'Acesse o Balcão' }).click();
  await submitLogin(page, company);
  await expect(page.getByRole('heading', { name: 'Histórico de pedidos', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]parceiro=${partnerId}(&|$)`));
});

test("the order history offers notifications; 'Agora não' is remembered on the device", async ({ page }) => {
  test.slow(); // the sign-in checks every screen with axe
  await signInAtPartner(page, company, partners.saoJorge.name);
  await page.goto(`/historico-pedidos?parceiro=${partners.saoJorge.id}`);
  const offer = page.getByRole('region', { name: 'Avisos dos seus pedidos' });
  await expect(offer).toContainText('Receba um aviso quando um pedido mudar de situação ou um pagamento PIX for recebido.');
  await expect(offer.getByRole('button', { name: 'Ativar avisos', exact: true })).toBeVisible();
  await expectAccessible(page, { force: true });
  await offer.getByRole('button', { name: 'Agora não', exact: true }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Histórico de pedidos', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Avisos dos seus pedidos' })).toHaveCount(0);
});
