// The bad network between the phone and the server, made by a proxy in front of the test server
// (scripts/bench/fault-proxy.mjs): calls that hang, a lost answer to 'Finalizar pedido', resets, 503 pages, delays and
// lost answers under a run of changes, and a captive portal's 200 pages. What the user sees, and the server holding
// each change and order exactly once.
import type { Page } from '@playwright/test';
import { expect, isApiCall, test } from './support/bad-network';
import { partnerIdOf, signIn } from './support/auth';
import { apiSignIn, resetServerCart, serverQuantities } from './support/cart-api';
import { addableCard, addFromCard, cartLink, lane, quantityInput, stepButton, waitForWholeCatalogue } from './support/home';
import { waitForServiceWorker } from './support/network';
import { clearServerCart, orderHistory, putCartItem, someProducts } from './support/orders-api';
import { openCart } from './support/orders';
import { partners, person } from './support/users';
import { generateOperations, type DurabilityOperation } from '../../scripts/bench/durability-ops.mjs';
import type { Fault } from '../../scripts/bench/fault-proxy.mjs';
import { runDurability } from '../../scripts/bench/durability-play.mjs';

const partnerId = partners.saoJorge.id;

/** Signed in on the partner's home, the service worker in control, one product put in the cart and on the server. */
async function homeWithOneItem(page: Page, request: Parameters<typeof serverQuantities>[1]) {
  await resetServerCart(request, person, partnerId);
  await signIn(page, person);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await waitForServiceWorker(page);
  const { card, family } = await addableCard(lane(page, 'Histórico'));
  await addFromCard(card, family);
  await expect.poll(async () => Object.keys(await serverQuantities(page, request, partnerId))).toHaveLength(1);
  const server = await serverQuantities(page, request, partnerId);
  const productId = Number(Object.keys(server)[0]);
  await expect(quantityInput(card)).toHaveValue(String(server[productId]));
  return { card, family, productId, quantity: server[productId] };
}

test('every call hanging: the home opens from the device at once, and a change made meanwhile reaches the server once calls answer again', { tag: '@service-worker' }, async ({
  page,
  network,
  request,
}) => {
  const { card, family, productId, quantity } = await homeWithOneItem(page, request);

  network.set('hang', isApiCall);
  const started = Date.now();
  // Not awaiting the load event: a product image not yet on the device would wait on the network.
  await page.reload({ waitUntil: 'commit' });
  // A call that hangs gives up after 8 s: a home drawn well before that was drawn from the device alone.
  await expect(quantityInput(card)).toHaveValue(String(quantity), { timeout: 4_000 });
  test.info().annotations.push({ type: 'opened with every call hanging', description: `${Date.now() - started} ms` });
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 1 item');

  await stepButton(card, 'plus', family).click();
  await expect(quantityInput(card)).toHaveValue(String(quantity + 1));
  expect(await serverQuantities(page, request, partnerId)).toEqual({ [productId]: quantity });

  network.set('pass');
  const answering = Date.now();
  await expect.poll(() => serverQuantities(page, request, partnerId), { timeout: 45_000 }).toEqual({ [productId]: quantity + 1 });
  test.info().annotations.push({ type: 'sent after calls answered again', description: `${Date.now() - answering} ms` });
  await expect(quantityInput(card)).toHaveValue(String(quantity + 1));
  expect(network.counts().hang).toBeGreaterThan(0);
});

test("the answer to 'Finalizar pedido' lost after the server placed the order: one order, shown placed", async ({ page, network, request }) => {
  const api = await apiSignIn(request, person);
  await clearServerCart(request, api, partnerId);
  const [product] = await someProducts(request, api, partnerId, 1);
  await putCartItem(request, api, partnerId, { productId: product.id, quantity: 2, productPackageId: product.packageId });
  const before = new Set((await orderHistory(request, api, partnerId)).map((order) => order.id));
  await signIn(page, person);
  // The cart's screens are checked by the cart's own tests: here only the way to the checkout.
  await cartLink(page).click();
  await page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText(/Total\s*R\$/);
  const address = page.getByRole('group', { name: 'Endereço de entrega' }).getByRole('radio').first();
  if ((await address.count()) > 0) await address.check();
  const date = page.getByRole('combobox', { name: 'Data de entrega' });
  await date.selectOption((await date.locator('option').nth(1).getAttribute('value'))!);

  network.once('lost', (call) => call.method === 'POST' && call.url === '/api/ecommerce/v2/orders');
  await page.getByRole('button', { name: 'Finalizar pedido', exact: true }).click();

  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  await expect(success).toBeVisible({ timeout: 30_000 });
  expect(network.counts().lost).toBe(1);
  const placed = (await orderHistory(request, api, partnerId)).filter((order) => !before.has(order.id));
  expect(placed).toHaveLength(1);
  await expect(success).toContainText(`pedido n° ${placed[0].number}`);
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho');
});

test('30 changes under resets, 503 pages, delays and lost answers: each reaches the server exactly once', { tag: '@service-worker' }, async ({
  page,
  context,
  network,
  serverURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, person);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await waitForServiceWorker(page);
  const faults: Fault[] = ['reset', 'html503', { delay: 1_500 }, 'lost', 'pass'];
  const operations: DurabilityOperation[] = [{ kind: 'fault', fault: faults }, ...generateOperations(3, 30, 4, { only: ['cart', 'favorite'] })];
  const run = await runDurability({ page, context, baseURL: serverURL, proxy: network, partnerId: partnerIdOf(page), seed: 3, count: 30, operations });

  expect(run.kinds.cart + run.kinds.favorite).toBe(30);
  expect({ problems: run.changes.problems, pending: run.changes.pending }).toEqual({ problems: [], pending: 0 });
  const met = network.counts();
  expect([met.reset, met.html503, met.delay, met.lost].every((count) => (count ?? 0) > 0), JSON.stringify(met)).toBe(true);
});

test("a captive portal's 200 pages replace neither the catalogue nor the cart; the change made behind it arrives after", { tag: '@service-worker' }, async ({
  page,
  network,
  request,
}) => {
  const { card, family, productId, quantity } = await homeWithOneItem(page, request);
  await waitForWholeCatalogue(page, person.username, partnerIdOf(page));
  const shownInLane = await lane(page, 'Histórico').getByRole('article').count();

  network.set('portal', isApiCall);
  await page.reload({ waitUntil: 'commit' });
  await expect(quantityInput(card)).toHaveValue(String(quantity));
  await stepButton(card, 'plus', family).click();
  await expect(quantityInput(card)).toHaveValue(String(quantity + 1));
  await expect(lane(page, 'Histórico').getByRole('article')).toHaveCount(shownInLane);

  await page.getByRole('banner').getByRole('link', { name: 'Pesquisar produtos' }).click();
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(family);
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: family }).first()).toBeVisible();

  await openCart(page);
  await expect(page.getByRole('group', { name: 'Itens do carrinho' })).toContainText(family);
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 1 item');
  expect(network.counts().portal).toBeGreaterThan(0);
  expect(await serverQuantities(page, request, partnerId)).toEqual({ [productId]: quantity });

  network.set('pass');
  await expect.poll(() => serverQuantities(page, request, partnerId), { timeout: 45_000 }).toEqual({ [productId]: quantity + 1 });
  await expect(page.getByRole('group', { name: 'Itens do carrinho' })).toContainText(family);
});
