// Two tabs of one user editing the same cart and favorites at once converge on the server's state:
// nothing lost, nothing applied twice. Then the sync center offline, and a typed 0 kept through a reload.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { partnerIdOf, signInAtPartner } from './support/auth';
import { headers, pageCredentials, resetServerCart, serverQuantities } from './support/cart-api';
import { addFromCard, lane, quantityInput, stepButton } from './support/home';
import { goOffline, goOnline, waitForServiceWorker } from './support/network';
import { company, partners } from './support/users';

async function serverFavorites(page: Page, request: APIRequestContext, partnerId: number): Promise<number[]> {
  const response = await request.get(`/api/ecommerce/purchase/types/FAVORITES?page=0&size=100`, {
    headers: headers(await pageCredentials(page), partnerId),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Array<{ product: { id: number } }> }).items.map((entry) => entry.product.id);
}

interface Product {
  code: string;
  family: string;
  id: number;
}

/** The first `count` history cards that can still be added, by their unique code. */
async function historyProducts(page: Page, count: number): Promise<Product[]> {
  const cards = lane(page, 'Histórico').getByRole('article').filter({ has: page.getByRole('button', { name: /^Adicionar .+ ao carrinho$/ }) });
  await expect(cards.first()).toBeVisible();
  const found: Product[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const code = (await card.getByText(/^Cód\. /).textContent())!.trim().replace(/^Cód\. /, '');
    const href = await card.locator('a[href^="/produto/"]:not([href*="similares"])').first().getAttribute('href');
    found.push({ code, family: (await card.getByRole('heading').textContent())!.trim(), id: Number(/produto\/(\d+)/.exec(href ?? '')?.[1]) });
  }
  return found;
}

function card(page: Page, product: Product): Locator {
  return lane(page, 'Histórico').getByRole('article').filter({ hasText: new RegExp(`Cód\\. ${product.code}(?!\\w)`) });
}

function favoriteButton(page: Page, product: Product): Locator {
  return card(page, product).getByRole('button', { name: new RegExp(`^(Favoritar ${product.family}|Remover ${product.family} dos favoritos)$`) });
}

async function plusTimes(page: Page, product: Product, times: number): Promise<void> {
  for (let tap = 0; tap < times; tap += 1) await stepButton(card(page, product), 'plus', product.family).click();
}

test('two tabs editing one cart and favorites at once converge on the server, nothing lost or doubled', { tag: '@service-worker' }, async ({ page, context, request }) => {
  await resetServerCart(request, company, partners.saoJorge.id);
  await signInAtPartner(page, company, partners.saoJorge.name);
  const partnerId = partnerIdOf(page);
  const other = await context.newPage();
  await other.goto(page.url());
  const [x, y] = await historyProducts(page, 2);
  expect(x!.id).toBeGreaterThan(0);
  const favoritesBefore = await serverFavorites(page, request, partnerId);

  // At once: each tab adds a product, steps it up and toggles a favorite.
  await Promise.all([addFromCard(card(page, x!), x!.family), addFromCard(card(other, y!), y!.family)]);
  await Promise.all([
    plusTimes(page, x!, 3).then(() => favoriteButton(page, x!).click()),
    plusTimes(other, y!, 3).then(() => favoriteButton(other, y!).click()),
  ]);
  // Each tab shows the other's change (the live query over the shared database).
  const [shownX, shownY] = [Number(await quantityInput(card(page, x!)).inputValue()), Number(await quantityInput(card(other, y!)).inputValue())];
  await expect(quantityInput(card(other, x!))).toHaveValue(String(shownX));
  await expect(quantityInput(card(page, y!))).toHaveValue(String(shownY));

  // The same key from both tabs, one after the other: the last edit wins.
  await quantityInput(card(page, x!)).fill('5');
  await quantityInput(card(page, x!)).blur();
  await expect(quantityInput(card(other, x!))).toHaveValue('5');
  await quantityInput(card(other, x!)).fill('8');
  await quantityInput(card(other, x!)).blur();

  await expect.poll(() => serverQuantities(page, request, partnerId)).toEqual({ [x!.id]: 8, [y!.id]: shownY });
  const toggled = (id: number) => (favoritesBefore.includes(id) ? [] : [id]);
  await expect
    .poll(async () => (await serverFavorites(page, request, partnerId)).filter((id) => id === x!.id || id === y!.id).sort())
    .toEqual([...toggled(x!.id), ...toggled(y!.id)].sort());
  await other.close();

  // Offline: the banner's count opens the sync center, which lists the change; back online it is sent.
  await waitForServiceWorker(page);
  await goOffline(context, page);
  await expect(page.getByText(/^Preços de \d{2}\/\d{2} às \d{2}:\d{2}$/)).toBeVisible();
  await stepButton(card(page, y!), 'plus', y!.family).click();
  await page.getByRole('link', { name: '1 alteração aguardando envio' }).click();
  await expect(page.getByRole('heading', { name: 'Sincronização' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: y!.family });
  await expect(row.getByText('Aguardando envio')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar agora' })).toBeDisabled();
  // Back online the flusher sends it by itself ('Enviar agora' is for a change still in its window).
  await goOnline(context, page);
  await expect(page.getByText(/^Nada aguardando envio/)).toBeVisible();
  await expect.poll(() => serverQuantities(page, request, partnerId)).toEqual({ [x!.id]: 8, [y!.id]: shownY + 1 });

  // A '0' typed and the page reloaded before the field is left: the item stays removed.
  await page.goBack();
  await quantityInput(card(page, x!)).fill('0');
  await page.reload();
  await expect.poll(() => serverQuantities(page, request, partnerId)).toEqual({ [y!.id]: shownY + 1 });
});
