import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { partnerIdOf, signInAtPartner } from './support/auth';
import { apiSignIn, serverCart } from './support/cart-api';
import { quantityInput, shownQuantity, stepButton } from './support/home';
import { goOffline, goOnline, waitForServiceWorker } from './support/network';
import { waitForWholeCatalogue } from './support/home';
import {
  clearServerCart, markPixPaid, orderHistory, orderItems, placeOrder, placePayableOrder, putCartItem,
  requestPix, serverOrder, someProducts,
} from './support/orders-api';
import { cartCards, openOrderHistory, orderCard, orderColumn, statusMessage } from './support/orders';
import { company, partners } from './support/users';

const partnerId = partners.saoJorge.id;

test('Editar loads the order into the cart; its changes are finished on the same order', async ({ page, request }) => {
  const api = await apiSignIn(request, company);
  const order = await placeOrder(request, api, partnerId, 2);
  const ordersBefore = (await orderHistory(request, api, partnerId)).length;
  await signInAtPartner(page, company, partners.saoJorge.name);

  await openOrderHistory(page);
  await orderCard(page, order.number).getByRole('button', { name: 'Editar', exact: true }).click();
  await expect(page).toHaveURL(/\/carrinho\?/);
  await expect(page.getByRole('heading', { name: `Alterando pedido n° ${order.number}`, level: 1 })).toBeVisible();
  await expect(cartCards(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'CANCELAR ALTERAÇÕES', exact: true })).toBeVisible();
  await expectAccessible(page, { force: true });

  // One more package of the first item, confirmed by the server's cart.
  const first = cartCards(page).first();
  const family = (await first.getByRole('heading').first().textContent())!.trim();
  const before = await shownQuantity(first);
  await stepButton(first, 'plus', family).click();
  await expect(quantityInput(first)).toHaveValue(String(before + 1));
  await expect
    .poll(async () => (await serverCart(page, request, partnerId)).map((item) => item.quantity).sort())
    .toContain(before + 1);
  const edited = Object.fromEntries((await serverCart(page, request, partnerId)).map((item) => [item.productId, item.quantity]));

  await page.getByRole('button', { name: 'REVISAR ALTERAÇÕES', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Revisar Alterações', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio').first().check();
  const date = page.getByRole('combobox', { name: 'Data de entrega' });
  await date.selectOption((await date.locator('option').nth(1).getAttribute('value'))!);
  await page.getByRole('button', { name: 'Finalizar alterações', exact: true }).click();

  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toContainText(`As alterações do pedido n° ${order.number} foram salvas.`, { timeout: 15_000 });
  await expect(success).toContainText('Quantidade de itens: 2');
  await expectAccessible(page);

  // The same order holds the change; no order was added.
  expect(await orderItems(request, api, partnerId, order.id)).toEqual(edited);
  expect(await orderHistory(request, api, partnerId)).toHaveLength(ordersBefore);
  expect(await serverCart(page, request, partnerId)).toEqual([]);
});

test("Editar with items in the cart asks first; 'Limpar carrinho' edits, 'CANCELAR ALTERAÇÕES' discards", async ({
  page,
  request,
}) => {
  const api = await apiSignIn(request, company);
  const order = await placeOrder(request, api, partnerId, 2);
  const original = await orderItems(request, api, partnerId, order.id);
  const [other] = await someProducts(request, api, partnerId, 3).then((all) => all.slice(2));
  await putCartItem(request, api, partnerId, { productId: other.id, quantity: 1, productPackageId: other.packageId });
  await signInAtPartner(page, company, partners.saoJorge.name);

  await openOrderHistory(page);
  await orderCard(page, order.number).getByRole('button', { name: 'Editar', exact: true }).click();
  // The locked answer: one cart-conflict modal with the server's message and the cart's issues.
  const conflict = page.getByRole('dialog', { name: 'Carrinho com itens' });
  await expect(conflict).toContainText(`Limpe o carrinho para alterar o pedido ${order.number}`);
  await expect(conflict).toContainText('O carrinho tem 1 item que ainda não foi pedido.');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(conflict.getByRole('button', { name: 'Finalizar compra', exact: true })).toBeVisible();
  await expectAccessible(page);
  await conflict.getByRole('button', { name: 'Limpar carrinho', exact: true }).click();

  await expect(page).toHaveURL(/\/carrinho\?/);
  await expect(page.getByRole('heading', { name: `Alterando pedido n° ${order.number}`, level: 1 })).toBeVisible();
  await expect(cartCards(page)).toHaveCount(2);
  await expect(cartCards(page).filter({ hasText: other.family })).toHaveCount(0);

  await page.getByRole('button', { name: 'CANCELAR ALTERAÇÕES', exact: true }).click();
  await page.getByRole('dialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Descartar alterações', exact: true }).click();
  await expect(statusMessage(page, 'Suas alterações foram descartadas.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carrinho', level: 1 })).toBeVisible();
  await expect(page.getByText('Seu carrinho está vazio :(', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CANCELAR ALTERAÇÕES' })).toHaveCount(0);

  expect(await serverCart(page, request, partnerId)).toEqual([]);
  expect(await orderItems(request, api, partnerId, order.id)).toEqual(original);
  expect(await serverOrder(request, api, partnerId, order.id)).toMatchObject({ status: 'Em análise', canEdit: true });
});

test("REPETIR PEDIDO adds the order's products to the cart and opens the cart", async ({ page, request }) => {
  const api = await apiSignIn(request, company);
  await clearServerCart(request, api, partnerId);
  const delivered = (await orderHistory(request, api, partnerId)).find((o) => o.status === 'Entregue' && !o.canEdit);
  expect(delivered, 'a delivered order in the seed').toBeDefined();
  const products = Object.keys(await orderItems(request, api, partnerId, delivered!.id)).map(Number).sort();
  await signInAtPartner(page, company, partners.saoJorge.name);

  // An order the customer does not have: the server's 404 message.
  await page.goto(`/detalhes-pedido?id=999999&order=999999&parceiro=${partnerId}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Pedido 999999 não encontrado.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /PEDIDO$/ })).toHaveCount(0);
  await expectAccessible(page);

  await openOrderHistory(page);
  await orderCard(page, delivered!.number).getByRole('link', { name: 'Ver pedido', exact: true }).click();
  await expect(page).toHaveURL(/\/detalhes-pedido\?/);
  await expect(page.getByRole('heading', { name: `Pedido ${delivered!.number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ALTERAR O PEDIDO' })).toHaveCount(0);
  await expectAccessible(page, { force: true });
  await page.getByRole('button', { name: 'REPETIR PEDIDO', exact: true }).click();

  await expect(statusMessage(page, 'Produtos adicionados ao carrinho!')).toBeVisible();
  await expect(page).toHaveURL(/\/carrinho\?/);
  await expect(page.getByRole('heading', { name: 'Carrinho', level: 1 })).toBeVisible();
  const inCart = (await serverCart(page, request, partnerIdOf(page))).map((item) => item.productId).sort();
  expect(inCart).toEqual(products);
  await expect(cartCards(page)).toHaveCount(products.length);
});

test("cancel: an unpaid order asks 'Você deseja cancelar seu pedido?', a paid one shows the policy; both end 'Cancelado'", async ({
  page,
  request,
}) => {
  const api = await apiSignIn(request, company);
  const paid = await placePayableOrder(request, api, partnerId);
  await requestPix(request, api, partnerId, paid.id);
  await markPixPaid(request, api, partnerId, paid.id);
  expect(await serverOrder(request, api, partnerId, paid.id)).toMatchObject({ paid: true, canCancel: true });
  const unpaid = await placeOrder(request, api, partnerId, 1);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openOrderHistory(page);

  const unpaidCard = orderCard(page, unpaid.number);
  await unpaidCard.getByRole('button', { name: 'Cancelar pedido', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await expect(confirm).toContainText('Você deseja cancelar seu pedido?');
  await expect(confirm).not.toContainText('crédito');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Sim, cancelar', exact: true }).click();
  await expect(statusMessage(page, 'Pedido cancelado!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(orderColumn(unpaidCard, 'Posição')).toHaveText('Cancelado');
  await expect(unpaidCard.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(unpaidCard.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(unpaidCard.getByRole('button', { name: /^Pagar com/ })).toHaveCount(0);
  expect(await serverOrder(request, api, partnerId, unpaid.id)).toMatchObject({ status: 'Cancelado', canEdit: false, canCancel: false });

  const paidCard = orderCard(page, paid.number);
  await expect(paidCard).toContainText('Pagamento recebido.');
  await expect(paidCard.getByRole('button', { name: /^Pagar com/ })).toHaveCount(0);
  await paidCard.getByRole('button', { name: 'Cancelar pedido', exact: true }).click();
  const policy = page.getByRole('dialog', { name: 'Política de cancelamento' });
  await expect(policy).toContainText('não será estornado');
  await expect(policy).toContainText('crédito');
  await expectAccessible(page);
  await policy.getByRole('button', { name: 'Sim, cancelar', exact: true }).click();
  await expect(policy).toBeHidden();
  await expect(orderColumn(paidCard, 'Posição')).toHaveText('Cancelado');
  await expect(paidCard.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  expect(await serverOrder(request, api, partnerId, paid.id)).toMatchObject({ status: 'Cancelado', canCancel: false });
});

test('the order history opens offline after one visit; actions that need the server say so', { tag: '@service-worker' }, async ({
  page,
  context,
  request,
}) => {
  await signInAtPartner(page, company, partners.saoJorge.name);
  await waitForServiceWorker(page);
  const api = await apiSignIn(request, company);
  const orders = await orderHistory(request, api, partnerId);

  await openOrderHistory(page);
  const list = page.getByRole('list', { name: 'Pedidos' });
  await expect(list.getByRole('article')).toHaveCount(orders.length);
  const newest = orderCard(page, orders[0].number);
  await expect(orderColumn(newest, 'Posição')).toHaveText(orders[0].status);

  // Card rules on the seeded history: the payment link, and the issue count without TODAY_DEADLINE.
  const withLink = orders.find((o) => o.paymentLink && !o.paid && o.status !== 'Cancelado')!;
  const linkCard = orderCard(page, withLink.number);
  await expect(linkCard).toContainText('Pagamento em aberto');
  await expect(linkCard.getByRole('link', { name: 'Efetuar pagamento' })).toHaveAttribute('href', withLink.paymentLink!);
  const counted = (o: (typeof orders)[number]) => o.orderIssues.filter((i) => i.issueType !== 'TODAY_DEADLINE').length;
  const withIssues = orders.find(
    (o) => !['Em análise', 'Em processamento', 'Cancelado'].includes(o.status) && o.orderIssues.some((i) => i.issueType === 'TODAY_DEADLINE') && counted(o) > 0,
  )!;
  await expect(orderCard(page, withIssues.number).getByText(new RegExp(`\\b${counted(withIssues)} pendências?\\b`))).toBeVisible();

  // Online, the PDF is saved with the order number.
  const download = page.waitForEvent('download');
  await newest.getByRole('button', { name: `Baixar PDF do pedido ${orders[0].number}` }).click();
  expect((await download).suggestedFilename()).toBe(`pedido-${orders[0].number}.pdf`);
  await expect(statusMessage(page, 'Download finalizado com sucesso!')).toBeVisible();

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Histórico de pedidos', level: 1 })).toBeVisible();
  await expect(statusMessage(page, 'Você está offline')).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(orders.length);
  await expect(orderColumn(newest, 'Pedido')).toHaveText(orders[0].number);
  await expect(orderColumn(newest, 'Posição')).toHaveText(orders[0].status);
  await expectAccessible(page, { force: true });

  // The PDF fetched online was kept: it saves offline too; one never fetched needs the server.
  const offlineDownload = page.waitForEvent('download');
  await newest.getByRole('button', { name: `Baixar PDF do pedido ${orders[0].number}` }).click();
  expect((await offlineDownload).suggestedFilename()).toBe(`pedido-${orders[0].number}.pdf`);
  await orderCard(page, orders[1].number).getByRole('button', { name: `Baixar PDF do pedido ${orders[1].number}` }).click();
  await expect(
    statusMessage(page, 'Não foi possível conectar ao servidor. Verifique sua conexão com a internet.'),
  ).toBeVisible();
});

/** The text a WhatsApp share link carries. */
async function sharedText(link: ReturnType<Page['getByRole']>): Promise<string> {
  return new URL((await link.getAttribute('href'))!).searchParams.get('text') ?? '';
}

test('offline, REPETIR PEDIDO fills the cart from the order kept on the device and the server gets it online; Compartilhar is a WhatsApp text', { tag: '@service-worker' }, async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await apiSignIn(request, company);
  await clearServerCart(request, api, partnerId);
  const delivered = (await orderHistory(request, api, partnerId)).find((o) => o.status === 'Entregue' && !o.canEdit)!;
  const items = await orderItems(request, api, partnerId, delivered.id);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await waitForServiceWorker(page);
  await waitForWholeCatalogue(page, company.username, partnerId);
  await openOrderHistory(page);
  await orderCard(page, delivered.number).getByRole('link', { name: 'Ver pedido', exact: true }).click();
  const repeat = page.getByRole('button', { name: 'REPETIR PEDIDO', exact: true });
  await expect(repeat).toBeVisible();

  await goOffline(context, page);
  // Debian's Chromium has no Web Share API on Linux: the fallback link, its text made on the device.
  const orderText = await sharedText(page.getByRole('link', { name: `Compartilhar o pedido ${delivered.number} pelo WhatsApp` }));
  expect(orderText.split('\n')[0]).toBe(`Pedido ${delivered.number} em ${partners.saoJorge.name}`);
  expect(orderText.split('\n').filter((line) => line.startsWith('• '))).toHaveLength(Object.keys(items).length);
  expect(orderText).toMatch(/\nTotal: R\$\s[\d.]+,\d\d$/);

  await repeat.click();
  await expect(statusMessage(page, 'Produtos adicionados ao carrinho!')).toBeVisible();
  await expect(page).toHaveURL(/\/carrinho\?/);
  await expect(cartCards(page)).toHaveCount(Object.keys(items).length);
  const cartText = await sharedText(page.getByRole('link', { name: 'Compartilhar o carrinho pelo WhatsApp' }));
  expect(cartText).toMatch(new RegExp(`^Carrinho em ${partners.saoJorge.name}\n${Object.keys(items).length} itens?\n`));
  expect(await serverCart(page, request, partnerId)).toEqual([]);

  await goOnline(context, page);
  await expect
    .poll(async () => Object.fromEntries((await serverCart(page, request, partnerId)).map((item) => [item.productId, item.quantity])), { timeout: 20_000 })
    .toEqual(items);
});

test("an order's back arrow returns to the order list it was opened from", async ({ page }) => {
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openOrderHistory(page);
  const newest = page.getByRole('list', { name: 'Pedidos' }).getByRole('article').first();
  await newest.getByRole('link', { name: 'Ver pedido', exact: true }).click();
  await expect(page).toHaveURL(/\/detalhes-pedido\?/);
  await expect(page.getByRole('heading', { name: 'Itens', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/historico-pedidos\\?parceiro=${partnerId}$`));
  await expect(page.getByRole('heading', { name: 'Histórico de pedidos', level: 1 })).toBeVisible();
  // The list's own entry: the order is still ahead in the history.
  await page.goForward();
  await expect(page).toHaveURL(/\/detalhes-pedido\?/);
});

test("the history visited online keeps the newest orders' details: offline, one never opened shows its items", { tag: '@service-worker' }, async ({
  page,
  context,
  request,
}) => {
  const api = await apiSignIn(request, company);
  const orders = await orderHistory(request, api, partnerId);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await waitForServiceWorker(page);
  const details = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/api\/ecommerce\/v2\/orders\/\d+$/.test(pathname) && response.ok()) details.add(pathname);
  });

  await openOrderHistory(page);
  await expect.poll(() => details.size).toBe(Math.min(10, orders.length));
  const number = await orderColumn(page.getByRole('list', { name: 'Pedidos' }).getByRole('article').first(), 'Pedido').textContent();
  const newest = orders.find((order) => order.number === number)!;
  const items = await orderItems(request, api, partnerId, newest.id);
  await goOffline(context, page);
  await orderCard(page, newest.number).getByRole('link', { name: 'Ver pedido', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Pedido ${newest.number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Itens', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(Object.keys(items).length);
  await expect(page.getByRole('note')).toHaveCount(0);
  await expectAccessible(page, { force: true });
});
