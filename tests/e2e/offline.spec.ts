import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import type { Locator, Page } from '@playwright/test';
import { partnerIdOf, signIn } from './support/auth';
import { resetServerCart, serverCart, serverQuantities } from './support/cart-api';
import { addFromCard, addableCard, cartLink, lane, quantityInput, shownQuantity, stepButton } from './support/home';
import { goOffline, goOnline, waitForServiceWorker } from './support/network';
import { partners, person } from './support/users';

async function addToCart(scope: Locator): Promise<{ card: Locator; family: string }> {
  const found = await addableCard(scope);
  await addFromCard(found.card, found.family);
  return found;
}

/** The product id the server gave the last added item (ids the screen does not show). */
async function newServerItem(page: Page, request: Parameters<typeof serverCart>[1], partnerId: number, known: number[]) {
  await expect.poll(async () => (await serverCart(page, request, partnerId)).length).toBe(known.length + 1);
  const items = await serverCart(page, request, partnerId);
  return items.find((item) => !known.includes(item.productId))!.productId;
}

test('offline: the home and the cart survive a reload, edits wait, and the server ends up as the screen shows', { tag: '@service-worker' }, async ({
  page,
  context,
  request,
}) => {
  await resetServerCart(request, person, partners.saoJorge.id);
  await signIn(page, person);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await waitForServiceWorker(page);
  const partnerId = partnerIdOf(page);
  const history = lane(page, 'Histórico');

  // Online: two products in the cart, confirmed by the server.
  const first = await addToCart(history);
  const firstId = await newServerItem(page, request, partnerId, []);
  const second = await addToCart(history);
  const secondId = await newServerItem(page, request, partnerId, [firstId]);
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 2 itens');

  // Offline reload: the screen comes from the device.
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Você está offline' })).toBeVisible();
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await expect(first.card).toBeVisible();
  await expect(second.card).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 2 itens');
  await expectAccessible(page, { force: true });

  // Offline edits: more of the first, a typed quantity for the second, a third product.
  const firstBefore = await shownQuantity(first.card);
  const plus = stepButton(first.card, 'plus', first.family);
  await plus.click();
  await expect(quantityInput(first.card)).toHaveValue(String(firstBefore + 1));
  await plus.click();
  await expect(quantityInput(first.card)).toHaveValue(String(firstBefore + 2));

  const secondTarget = (await shownQuantity(second.card)) === 3 ? 4 : 3;
  await quantityInput(second.card).fill(String(secondTarget));
  await quantityInput(second.card).blur();
  await expect(quantityInput(second.card)).toHaveValue(String(secondTarget));

  const third = await addToCart(history);
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 3 itens');
  await expect(page.getByRole('status').filter({ hasText: 'Você está offline' })).toContainText(
    /\d+ alteraç(ão|ões) aguardando envio/,
  );

  const onScreen = {
    first: await shownQuantity(first.card),
    second: await shownQuantity(second.card),
    third: await shownQuantity(third.card),
  };
  expect(onScreen.first).toBe(firstBefore + 2);
  // Nothing reached the server while offline.
  expect(await serverQuantities(page, request, partnerId)).toEqual({
    [firstId]: firstBefore,
    [secondId]: expect.any(Number),
  });

  // Back online: the server converges on the screen, each product once.
  await goOnline(context, page);
  await expect(page.getByText('Você está offline')).toBeHidden();
  await expect
    .poll(async () => (await serverCart(page, request, partnerId)).map((item) => item.quantity).sort((a, b) => a - b), {
      timeout: 15_000,
    })
    .toEqual([onScreen.first, onScreen.second, onScreen.third].sort((a, b) => a - b));
  const items = await serverCart(page, request, partnerId);
  expect(items).toHaveLength(3);
  expect(new Set(items.map((item) => item.productId)).size).toBe(3);
  const quantities = await serverQuantities(page, request, partnerId);
  expect(quantities[firstId]).toBe(onScreen.first);
  expect(quantities[secondId]).toBe(onScreen.second);

  // A reload online shows the same cart: nothing was lost or replayed twice.
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 3 itens');
  await expect(quantityInput(first.card)).toHaveValue(String(onScreen.first));
  await expect(quantityInput(second.card)).toHaveValue(String(onScreen.second));
  await expect(quantityInput(third.card)).toHaveValue(String(onScreen.third));
  expect(await serverQuantities(page, request, partnerId)).toEqual(quantities);
});
