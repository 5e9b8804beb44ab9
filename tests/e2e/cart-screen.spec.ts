import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { signIn, signInAtPartner } from './support/auth';
import { addFromCard, addableCard, cartLink, lane } from './support/home';
import { apiSignIn } from './support/cart-api';
import { clearServerCart, putCartItem, someProducts } from './support/orders-api';
import { cartCards, openCart } from './support/orders';
import { company, lockedCartUser, outdatedUser, partners } from './support/users';

test('the cart screen: empty text first, then the added product with REVISAR PEDIDO', async ({ page, request }) => {
  await clearServerCart(request, await apiSignIn(request, company), partners.saoJorge.id);
  await signInAtPartner(page, company, partners.saoJorge.name);

  await openCart(page);
  await expect(page.getByRole('heading', { name: 'Carrinho', level: 1 })).toBeVisible();
  await expect(page.getByText('Seu carrinho está vazio :(', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'REVISAR PEDIDO' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CANCELAR ALTERAÇÕES' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goBack();
  const { card, family } = await addableCard(lane(page, 'Histórico'));
  await addFromCard(card, family);
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 1 item');

  await openCart(page);
  await expect(page.getByRole('heading', { name: 'Carrinho', level: 1 })).toBeVisible();
  await expect(page.getByText('Seu carrinho está vazio :(')).toHaveCount(0);
  await expect(cartCards(page)).toHaveCount(1);
  await expect(cartCards(page).getByRole('heading', { name: family })).toBeVisible();
  await expect(page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true })).toBeEnabled();
});

test("an outdated registration is view-only: 'Modo de visualização' until acknowledged, and the home banner", async ({
  page,
}) => {
  await signIn(page, outdatedUser);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Seu cadastro precisa ser atualizado.' })).toBeVisible();
  await expectAccessible(page);

  await openCart(page);
  const viewOnly = page.getByRole('dialog', { name: 'Modo de visualização' });
  await expect(viewOnly).toContainText('Seu cadastro precisa ser atualizado para realizar compras.');
  await expectAccessible(page);
  await viewOnly.getByRole('button', { name: 'Entendi', exact: true }).click();
  await expect(viewOnly).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Carrinho', level: 1 })).toBeVisible();

  // The acknowledgement is stored with its time: a reload does not ask again.
  await expect.poll(() => page.evaluate(() => Number(localStorage.getItem('lockedModalAcknowledgedAt')))).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Carrinho', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Modo de visualização' })).toHaveCount(0);
});

test('a locked cart shows its issues and cannot be reviewed', async ({ page }) => {
  await signIn(page, lockedCartUser);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await openCart(page);

  const issues = page.getByRole('dialog', { name: 'Pendências do carrinho' });
  await expect(issues).toContainText('Seu carrinho está em revisão pelo time comercial.');
  await expect(issues).toContainText('Há títulos em aberto no seu cadastro.');
  // The description is limited HTML: the markup renders, it is not shown as text.
  await expect(issues).not.toContainText('<b>');
  await expectAccessible(page);
  await issues.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(issues).toBeHidden();

  await expect(page.getByRole('alert').filter({ hasText: 'Aguarde a liberação' })).toBeVisible();
  await expect(cartCards(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true })).toBeDisabled();
});

test("at phone size the cart's summary never covers the last item's '+': scrolled to the bottom, a tap there lands on it", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = await apiSignIn(request, company);
  const partnerId = partners.saoJorge.id;
  await clearServerCart(request, api, partnerId);
  for (const product of await someProducts(request, api, partnerId, 8)) {
    await putCartItem(request, api, partnerId, { productId: product.id, quantity: 1, productPackageId: product.packageId });
  }
  await signInAtPartner(page, company, partners.saoJorge.name);
  await openCart(page);
  await expect(cartCards(page)).toHaveCount(8);

  // Scrolled down until the last item shows, as a thumb (or the browser, for a focused field) brings it into view.
  const plus = cartCards(page).last().getByRole('button', { name: /^Adicionar / });
  await plus.scrollIntoViewIfNeeded();
  await expect(plus).toBeInViewport({ ratio: 1 });
  const hit = await plus.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(hit, "the '+' itself is under its centre, not the summary").toBe(true);
  await clearServerCart(request, api, partnerId);
});
