// No screen is wider than the phone it is on (issue 19: 'Cards grandes' made the home 436 px wide on a 390 px
// phone, cutting off the search and the bottom navigation; issue 29: offline, the checkout was 417 px wide on a
// 390 px phone, its totals cut). Each screen is measured at four phone widths: the card screens in both card sizes,
// the large size switched on the home without a reload; every signed-in screen online and then offline from the
// device; the checkout and a queued order (waiting, then 'Precisa de revisão') online and offline.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { partnerIdOf, signInAtPartner } from './support/auth';
import { apiSignIn, headers, serverCart, type Credentials } from './support/cart-api';
import { lane } from './support/home';
import { goOffline, goOnline, waitForServiceWorker } from './support/network';
import { clearServerCart, orderHistory, putCartItem } from './support/orders-api';
import { statusMessage } from './support/orders';
import { company, partners } from './support/users';

const WIDTHS = [320, 360, 390, 412];

/** 'home @390 (large): 436 > 390 — div.lane…': the page's width, and the elements that stick out, for the failure message. */
async function overflowAt(page: Page, screen: string, width: number, label: string): Promise<string | null> {
  await page.setViewportSize({ width, height: 800 });
  // A phone browser widens its layout viewport to content wider than the screen (innerWidth became 436 on a
  // 390 px phone), so both the page and innerWidth are compared with the width the phone has.
  const measured = await page.evaluate((inner) => {
    const scroll = Math.max(document.documentElement.scrollWidth, window.innerWidth);
    if (scroll <= inner) return null;
    const out = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > inner + 0.5)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > inner + 0.5))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)})`);
    return `${scroll} > ${inner}: ${out.join(', ')}`;
  }, width);
  return measured && `${screen} @${width} (${label}): ${measured}`;
}

/** The screen on the page, once drawn (its title, and `ready` when given), at every width; what sticks out goes into `failures`. */
async function measure(page: Page, failures: string[], screen: string, label: string, ready?: Locator): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Offline, a screen with nothing on the device is the offline screen: measured as it is.
  if (ready) await expect(ready.first().or(page.getByRole('heading', { name: 'Você está offline', level: 1 })).first()).toBeVisible();
  for (const width of WIDTHS) {
    const failure = await overflowAt(page, screen, width, label);
    if (failure) failures.push(failure);
  }
}

test('no screen is wider than the viewport at 320, 360, 390 and 412 px, with small or large cards', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAtPartner(page, company, partners.saoJorge.name);
  const partner = partnerIdOf(page);
  const detail = await lane(page, 'Histórico').getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
  const productId = /\/produto\/(\d+)/.exec(detail!)![1];
  // A history card's 'Arquivar' sits under the card: beside it, it left the card a narrow column on a phone.
  await page.setViewportSize({ width: 390, height: 800 });
  // Measured in one frame, and again until the card has drawn its full content at this width.
  const item = lane(page, 'Histórico').getByRole('group', { name: /, cód\. / }).first();
  const buttonBelowCard = () =>
    item.evaluate((group) => group.querySelector(':scope > button')!.getBoundingClientRect().top - group.querySelector('article')!.getBoundingClientRect().bottom);
  await expect.poll(buttonBelowCard).toBeGreaterThanOrEqual(0);
  const screens: [string, string][] = [
    ['busca', `/busca?q=arroz&parceiro=${partner}`],
    ['carrinho', `/carrinho?parceiro=${partner}`],
    ['favoritos', `/favoritos?parceiro=${partner}`],
    ['pedidos', `/historico-pedidos?parceiro=${partner}`],
    ['marcas', `/marcas?parceiro=${partner}`],
    ['produto', `/produto/${productId}?parceiro=${partner}`],
    ['histórico de compra', `/historico/${productId}?parceiro=${partner}`],
  ];
  const failures: string[] = [];

  for (const size of ['small', 'large'] as const) {
    await page.goto(`/?parceiro=${partner}`);
    await expect(lane(page, 'Histórico').getByRole('article').first()).toBeVisible();
    if (size === 'large') await page.getByRole('button', { name: 'Cards grandes' }).click();
    await measure(page, failures, 'home', size);
    for (const [screen, url] of screens) {
      await page.goto(url);
      await measure(page, failures, screen, size);
    }
  }
  expect(failures).toEqual([]);
});

const P = partners.saoJorge.id;

/** The product of the home's first history card, and its brand's screen. */
async function historyProduct(page: Page): Promise<{ productId: number; brand: string }> {
  const card = lane(page, 'Histórico').getByRole('article').first();
  const product = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
  const brand = (await card.locator('a[href^="/marca?"]').getAttribute('href'))!;
  return { productId: Number(/\/produto\/(\d+)/.exec(product)![1]), brand };
}

/** The product as the server sells it now: its first package and its sales price. */
async function serverProduct(request: APIRequestContext, api: Credentials, productId: number) {
  const response = await request.get(`/api/ecommerce/purchase/product/${productId}`, { headers: headers(api, P) });
  expect(response.status()).toBe(200);
  const { product } = (await response.json()) as { product: { packages: { id: number }[]; price: { salesPrice: number } } };
  return { packageId: product.packages[0]!.id, price: product.price.salesPrice };
}

/** One box of the product in the server's cart; the page's next cart refresh brings it to the device. */
async function oneInCart(request: APIRequestContext, api: Credentials, productId: number): Promise<void> {
  const { packageId } = await serverProduct(request, api, productId);
  await putCartItem(request, api, P, { productId, quantity: 1, productPackageId: packageId });
}

test('online and offline, no signed-in screen is wider than the viewport at 320, 360, 390 and 412 px', { tag: '@service-worker' }, async ({
  page, context, request,
}) => {
  test.setTimeout(120_000);
  const api = await apiSignIn(request, company);
  await clearServerCart(request, api, P);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await waitForServiceWorker(page);
  const { productId, brand } = await historyProduct(page);
  await oneInCart(request, api, productId);
  const [order] = await orderHistory(request, api, P);
  const main = page.getByRole('main');
  const q = `parceiro=${P}`;
  // Each with what shows once its content is drawn (from the server online, from the device offline).
  const screens: [string, string, Locator?][] = [
    ['home', `/?${q}`, lane(page, 'Histórico').getByRole('article')],
    ['busca', `/busca?q=arroz&${q}`, main.getByRole('article')],
    ['carrinho', `/carrinho?${q}`, page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true })],
    ['favoritos', `/favoritos?${q}`],
    ['pedidos', `/historico-pedidos?${q}`, page.getByRole('list', { name: 'Pedidos' }).getByRole('article')],
    ['detalhe do pedido', `/detalhes-pedido?id=${order!.id}&order=${order!.number}&${q}`, page.getByText(order!.number)],
    ['marcas', `/marcas?${q}`, main.getByRole('link')],
    ['marca', `${brand}`, main.getByRole('article')],
    ['categoria', `/categoria/?${q}&id=2&name=Bebidas`, page.getByRole('list', { name: 'Bebidas' }).getByRole('link')],
    ['produto', `/produto/${productId}?${q}`],
    ['similares', `/produto/similares/${productId}?${q}`],
    ['histórico de compra', `/historico/${productId}?${q}`],
    ['arquivados', `/arquivados?${q}`],
    ['pedido rápido', `/pedido-rapido?${q}`],
    ['contatos', `/contatos?${q}`],
    ['sincronização', `/sincronizacao?${q}`, page.getByRole('heading', { name: 'Dados neste aparelho' })],
    ['dispositivos', `/dispositivos-conectados?${q}`],
    ['usuários adicionais', `/usuarios-adicionais?${q}`],
    ['parceiros', `/parceiro?${q}`, page.getByRole('button', { name: partners.saoJorge.name, exact: true })],
    ['perfil', '/perfil'],
  ];
  const failures: string[] = [];
  for (const [screen, url, ready] of screens) {
    await page.goto(url);
    await measure(page, failures, screen, 'online', ready);
  }
  // A family of the category, opened online so the device has it.
  await page.goto(`/categoria/?${q}&id=2&name=Bebidas`);
  const family = (await page.getByRole('list', { name: 'Bebidas' }).getByRole('link').first().getAttribute('href'))!;
  screens.push(['família', family, main.getByRole('article')]);
  await page.goto(family);
  await measure(page, failures, 'família', 'online', main.getByRole('article'));

  await goOffline(context, page);
  for (const [screen, url, ready] of screens) {
    await page.goto(url);
    await measure(page, failures, screen, 'offline', ready);
  }
  await goOnline(context, page);
  await clearServerCart(request, api, P);
  expect(failures).toEqual([]);
});

async function setPrice(request: APIRequestContext, api: Credentials, productId: number, price: number): Promise<void> {
  const response = await request.post(`/api/ecommerce/dev/products/${productId}/price`, { headers: headers(api, P), data: { partnerId: P, price } });
  expect(response.status()).toBe(204);
}

test('online and offline, the checkout and a queued order, waiting and in review, fit 320, 360, 390 and 412 px', { tag: '@service-worker' }, async ({
  page, context, request,
}) => {
  test.setTimeout(120_000);
  const api = await apiSignIn(request, company);
  await clearServerCart(request, api, P);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await waitForServiceWorker(page);
  const { productId } = await historyProduct(page);
  await oneInCart(request, api, productId);
  const { price } = await serverProduct(request, api, productId);
  const failures: string[] = [];
  const totals = page.getByRole('region', { name: 'Resumo do pedido' }).getByText('Total', { exact: true });
  const history = `/historico-pedidos?parceiro=${P}`;
  const queued = page.getByRole('list', { name: 'Pedidos aguardando envio' }).getByRole('article');
  const sync = `/sincronizacao?parceiro=${P}`;
  const syncedOrder = page.getByText('Pedido finalizado sem conexão');

  // Online once, from the cart: the cart and the checkout's conditions stay on the device.
  await page.goto(`/carrinho?parceiro=${P}`);
  await page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true }).click();
  await measure(page, failures, 'finalizar pedido', 'online', totals);

  await goOffline(context, page);
  await page.goto(`/carrinho?parceiro=${P}`);
  await measure(page, failures, 'carrinho', 'offline', page.getByText('Sem internet: o pedido fica guardado no aparelho'));
  await page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true }).click();
  await measure(page, failures, 'finalizar pedido', 'offline', page.getByRole('note').filter({ hasText: 'os valores são estimados' }));
  await page.getByRole('combobox', { name: 'Plano de pagamento' }).selectOption({ label: 'Boleto 28 dias' });
  await page.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio').first().check();
  const date = page.getByRole('combobox', { name: 'Data de entrega' });
  await date.selectOption((await date.locator('option').nth(1).getAttribute('value'))!);
  await page.getByRole('button', { name: 'Finalizar pedido', exact: true }).click();
  await page.getByRole('dialog', { name: 'Pedido guardado no aparelho' }).getByRole('button', { name: 'Ver meus pedidos' }).click();
  await expect(queued).toContainText('Aguardando envio');
  await measure(page, failures, 'pedidos, aguardando envio', 'offline', queued);
  await queued.getByRole('link', { name: 'Ver pedido' }).click();
  await measure(page, failures, 'pedido aguardando envio', 'offline', page.getByRole('region', { name: 'Resumo do pedido' }));
  await page.goto(sync);
  await measure(page, failures, 'sincronização, pedido guardado', 'offline', syncedOrder);

  // The price changes meanwhile: back online the order is not placed but waits for review.
  await setPrice(request, api, productId, Math.round(price * 150) / 100);
  await goOnline(context, page);
  await page.goto(history);
  await expect(queued).toContainText('Precisa de revisão');
  await measure(page, failures, 'pedidos, precisa de revisão', 'online', queued.getByRole('table', { name: 'O que mudou' }));
  await page.goto(sync);
  await measure(page, failures, 'sincronização, pedido em revisão', 'online', syncedOrder);
  await goOffline(context, page);
  await page.goto(history);
  await measure(page, failures, 'pedidos, precisa de revisão', 'offline', queued.getByRole('table', { name: 'O que mudou' }));

  // Discarded: nothing placed; the server's cart and price as they were.
  await goOnline(context, page);
  await queued.getByRole('button', { name: 'Descartar pedido' }).click();
  await expect(statusMessage(page, 'Pedido descartado. Os itens voltaram para o carrinho.')).toBeVisible();
  await expect.poll(async () => (await serverCart(page, request, P)).length).toBe(1);
  await clearServerCart(request, api, P);
  await setPrice(request, api, productId, price);
  expect(failures).toEqual([]);
});

test('online and offline, the public screens fit 320, 360, 390 and 412 px', { tag: '@service-worker' }, async ({ page, context }) => {
  const screens: [string, string][] = [
    ['início público', '/hub'],
    ['login', '/login'],
    ['cadastro', '/ativacao/cadastro'],
    ['esqueci meu código', '/esqueci-minha-senha'],
  ];
  const failures: string[] = [];
  await page.goto('/hub');
  await waitForServiceWorker(page);
  for (const [screen, url] of screens) {
    await page.goto(url);
    await measure(page, failures, screen, 'online');
  }
  await goOffline(context, page);
  for (const [screen, url] of screens) {
    await page.goto(url);
    await measure(page, failures, screen, 'offline');
  }
  await goOnline(context, page);
  expect(failures).toEqual([]);
});
