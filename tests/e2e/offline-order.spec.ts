// An order finished without network (docs/decisions/0136-orders-finished-offline.md): kept on the device through a
// reload and a closed page, placed once when the app is opened online; and a price changed on the server meanwhile:
// nothing placed, the review, sending on the new terms, discarding.
import { expect, test } from './support/test';
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signIn } from './support/auth';
import { apiSignIn, headers, resetServerCart, serverCart, type Credentials } from './support/cart-api';
import { addFromCard, addableCard, cartLink, lane } from './support/home';
import { goOffline, goOnline, waitForServiceWorker } from './support/network';
import { orderHistory, orderItems } from './support/orders-api';
import { brl, finishOffline, openCheckout, queuedCard } from './support/offline-checkout';
import { statusMessage } from './support/orders';
import { partners, person } from './support/users';

const partnerId = partners.saoJorge.id;

async function setPrice(request: APIRequestContext, api: Credentials, productId: number, price: number) {
  const response = await request.post(`/api/ecommerce/dev/products/${productId}/price`, { headers: headers(api, partnerId), data: { partnerId, price } });
  expect(response.status()).toBe(204);
}

async function addOneToCart(page: Page, request: APIRequestContext): Promise<string> {
  await page.goto(`/?parceiro=${partnerId}`);
  const { card, family } = await addableCard(lane(page, 'Histórico'));
  await addFromCard(card, family);
  await expect.poll(async () => (await serverCart(page, request, partnerId)).length).toBe(1);
  return family;
}

/** Holds back the orders' POST until `release` (then answered by the server as usual). */
function holdOrderPosts(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await released;
    // A POST held past the client's 8 s timeout was given up on and sent again (same key): only its retry goes on.
    await route.continue().catch(() => undefined);
  };
  const pattern = '**/api/ecommerce/v2/orders';
  void context.route(pattern, handler);
  return {
    release: async () => {
      release();
      await context.unroute(pattern, handler);
    },
  };
}

async function reopenOnline(context: BrowserContext, page: Page, url: string): Promise<Page> {
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto(url);
  return next;
}

test('an order finished offline survives a reload and a closed page and is placed once; on new terms it waits for review', { tag: '@service-worker' }, async ({
  page, context, request,
}) => {
  await resetServerCart(request, person, partnerId);
  const api = await apiSignIn(request, person);
  const before = (await orderHistory(request, api, partnerId)).length;
  await signIn(page, person);
  await waitForServiceWorker(page);

  // Online: two products, and the checkout seen once (its conditions stay on the device).
  for (let added = 1; added <= 2; added++) {
    const { card, family } = await addableCard(lane(page, 'Histórico'));
    await addFromCard(card, family);
    await expect.poll(async () => (await serverCart(page, request, partnerId)).length).toBe(added);
  }
  const cart = Object.fromEntries((await serverCart(page, request, partnerId)).map((item) => [item.productId, item.quantity]));
  await openCheckout(page);

  // Offline: the checkout from the device; the order is queued and the cart emptied.
  await goOffline(context, page);
  await page.reload();
  const shownTotal = await finishOffline(page);
  await page.reload();
  await expect(queuedCard(page)).toContainText('Aguardando envio');
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho');
  expect(await orderHistory(request, api, partnerId)).toHaveLength(before);

  // The page is closed; the app opens online in two tabs: one sends (its answer held back here), both show
  // 'Enviando…'; the order is placed once, with the items and total shown.
  const history = `/historico-pedidos?parceiro=${partnerId}`;
  const answer = holdOrderPosts(context);
  page = await reopenOnline(context, page, history);
  const other = await context.newPage();
  await other.goto(history);
  for (const tab of [page, other]) await expect(queuedCard(tab)).toContainText('Enviando…');
  await answer.release();
  await expect.poll(async () => (await orderHistory(request, api, partnerId)).length).toBe(before + 1);
  const [placed] = await orderHistory(request, api, partnerId);
  expect(placed!.payment.totalPayment).toBeCloseTo(shownTotal, 2);
  expect(await orderItems(request, api, partnerId, placed!.id)).toEqual(cart);
  // Both tabs show the order placed, whichever sent it (kept open until then: a tab closed mid-send leaves its
  // entry to be sent again, with the same key, by the other).
  for (const tab of [page, other]) {
    await expect(tab.getByRole('article', { name: `Pedido ${placed!.number}`, exact: true })).toBeVisible();
    await expect(queuedCard(tab)).toHaveCount(0);
  }
  await other.close();

  // A price changed on the server while an order waits: nothing placed, the review; sent on the new terms: one order.
  for (const answer of ['Enviar com os novos termos', 'Descartar pedido'] as const) {
    const family = await addOneToCart(page, request);
    const [{ productId, quantity }] = await serverCart(page, request, partnerId);
    await openCheckout(page);
    await goOffline(context, page);
    await page.reload();
    await finishOffline(page);
    await setPrice(request, api, productId!, answer === 'Descartar pedido' ? 321.45 : 123.45);
    const count = (await orderHistory(request, api, partnerId)).length;
    await goOnline(context, page);
    const review = queuedCard(page);
    await expect(review).toContainText('Precisa de revisão');
    await expect(review.getByRole('table', { name: 'O que mudou' }).getByRole('row').filter({ hasText: family })).toContainText('R$');
    expect(await orderHistory(request, api, partnerId)).toHaveLength(count);
    await review.getByRole('button', { name: answer }).click();
    if (answer === 'Enviar com os novos termos') {
      await expect.poll(async () => (await orderHistory(request, api, partnerId)).length).toBe(count + 1);
      await expect(statusMessage(page, /foi enviado e realizado/)).toBeVisible();
    } else {
      await expect(statusMessage(page, 'Pedido descartado. Os itens voltaram para o carrinho.')).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 1 item');
      await expect.poll(async () => serverCart(page, request, partnerId)).toEqual([expect.objectContaining({ productId, quantity })]);
      expect(await orderHistory(request, api, partnerId)).toHaveLength(count);
    }
    await expect(queuedCard(page)).toHaveCount(0);
  }
});

test('a waiting order opens from its card, offline, as it was finished; back returns to the list', { tag: '@service-worker' }, async ({ page, context, request }) => {
  await resetServerCart(request, person, partnerId);
  await signIn(page, person);
  await waitForServiceWorker(page);
  const family = await addOneToCart(page, request);
  await openCheckout(page);
  await goOffline(context, page);
  await page.reload();
  const total = await finishOffline(page);

  await queuedCard(page).getByRole('link', { name: 'Ver pedido', exact: true }).click();
  await expect(page).toHaveURL(/\/pedido-aguardando\?/);
  await expect(page.getByRole('heading', { name: 'Pedido finalizado sem conexão', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: family, level: 3 }) });
  await expect(item).toContainText(/Quantidade: \d+/);
  await expect(item).toContainText(/R\$\s[\d.]+,\d\d\/\w+/);
  await expect(page.getByText('Aguardando envio', { exact: true })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(totals).toContainText('Boleto 28 dias');
  const shownTotal = totals.locator('xpath=.//dt[normalize-space()="Total"]/following-sibling::dd[1]');
  expect(brl((await shownTotal.textContent())!)).toBeCloseTo(total, 2);
  await expectAccessible(page, { force: true });

  await page.getByRole('button', { name: 'Voltar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/historico-pedidos\\?parceiro=${partnerId}$`));
  await expect(queuedCard(page)).toContainText('Aguardando envio');
});
