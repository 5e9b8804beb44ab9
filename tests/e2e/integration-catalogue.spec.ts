// The distributor's catalogue reaching a phone (issue 30): a product its ERP imports through the integration API
// appears on the device after its catalogue refresh, and a price it imports while an order waits offline makes
// that order 'Precisa de revisão' once the phone is back online.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { resetServerCart, serverCart } from './support/cart-api';
import { addFromCard, waitForWholeCatalogue } from './support/home';
import { erpProduct, importProducts, productOnDevice } from './support/integration-api';
import { goOffline, goOnline, waitForServiceWorker } from './support/network';
import { finishOffline, openCheckout, queuedCard } from './support/offline-checkout';
import { partners, person } from './support/users';

const partnerId = partners.saoJorge.id;

test.use({ viewport: { width: 390, height: 844 } });
// Sign-in, the catalogue's first pull, the service worker and an offline round: more than a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A code and family no other test (nor an earlier run on this worker's database) has used. */
const fresh = (label: string) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { code: `E2E-${label}-${stamp}`, family: `Biscoito Integração ${label} ${stamp}` };
};

/** The search screen from the header; resolves once the product's card (by its code) shows. */
async function findProductCard(page: Page, family: string, code: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Pesquisar produtos' }).click();
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(family);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: `Cód. ${code}` });
  await expect(card).toBeVisible();
  return card;
}

test('a product imported through the API appears on the phone after its catalogue refresh', { tag: '@service-worker' }, async ({ page, context, request }) => {
  await page.clock.install();
  await signIn(page, person);
  await waitForServiceWorker(page);
  await waitForWholeCatalogue(page, person.username, partnerId);

  const { code, family } = fresh('A');
  const [row] = await importProducts(request, [erpProduct(code, family, { list: 10.9, sales: 9.9 })]);
  expect(row).toMatchObject({ code, status: 'created' });
  expect(await productOnDevice(page, person.username, partnerId, row!.id)).toBe(false);

  // The phone opened again two minutes later: the home refreshes the catalogue (a minute-old copy is left alone).
  await page.clock.fastForward('02:00');
  await page.goto(`/?parceiro=${partnerId}`);
  await expect.poll(() => productOnDevice(page, person.username, partnerId, row!.id), { timeout: 20_000 }).toBe(true);

  // On the device itself: found offline, with the imported price.
  await goOffline(context, page);
  const card = await findProductCard(page, family, code);
  await expect(card).toContainText('R$ 9,90');
});

test("a price imported while an order waits offline makes that order 'Precisa de revisão' once back online", { tag: '@service-worker' }, async ({ page, context, request }) => {
  await resetServerCart(request, person, partnerId);
  const { code, family } = fresh('B');
  const product = erpProduct(code, family, { list: 10.9, sales: 9.9 });
  expect((await importProducts(request, [product]))[0]).toMatchObject({ status: 'created' });
  await signIn(page, person);
  await waitForServiceWorker(page);
  await waitForWholeCatalogue(page, person.username, partnerId);

  await addFromCard(await findProductCard(page, family, code), family);
  await expect.poll(async () => (await serverCart(page, request, partnerId)).length).toBe(1);
  await openCheckout(page);
  await goOffline(context, page);
  await page.reload();
  await finishOffline(page);

  expect((await importProducts(request, [{ ...product, prices: { list: 14.9, sales: 13.9 } }]))[0]).toMatchObject({ status: 'updated' });
  await goOnline(context, page);
  const review = queuedCard(page);
  await expect(review).toContainText('Precisa de revisão');
  await expect(review.getByRole('table', { name: 'O que mudou' }).getByRole('row').filter({ hasText: family })).toContainText('R$ 13,90');
});
