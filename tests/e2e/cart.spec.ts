import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { partnerIdOf, signInAtPartner } from './support/auth';
import { resetServerCart, serverQuantities } from './support/cart-api';
import { addFromCard, addableCard, cartLink, lane, quantityInput, shownQuantity, stepButton } from './support/home';
import { company, partners } from './support/users';

test.beforeEach(async ({ page, request }) => {
  await resetServerCart(request, company, partners.saoJorge.id);
  await signInAtPartner(page, company, partners.saoJorge.name);
});

test('adding a product shows 1 on the cart badge and the server cart holds its quantity', async ({ page, request }) => {
  const { card, family } = await addableCard(lane(page, 'Histórico'));
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho');
  const quantity = await shownQuantity(card);
  expect(quantity).toBeGreaterThan(0);

  await addFromCard(card, family);
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 1 item');
  await expect(card.getByText('No carrinho')).toBeVisible();

  const partnerId = partnerIdOf(page);
  await expect.poll(async () => Object.values(await serverQuantities(page, request, partnerId))).toEqual([quantity]);

  await stepButton(card, 'plus', family).click();
  await expect(quantityInput(card)).toHaveValue(String(quantity + 1));
  await expect.poll(async () => Object.values(await serverQuantities(page, request, partnerId))).toEqual([quantity + 1]);
  await expect(cartLink(page)).toHaveAccessibleName('Carrinho, 1 item');
});

test('an excessive quantity asks first: Cancelar reverts, Confirmar keeps 999', async ({ page, request }) => {
  const partnerId = partnerIdOf(page);
  const { card, family } = await addableCard(lane(page, 'Histórico'));
  await addFromCard(card, family);
  const added = await shownQuantity(card);
  await expect.poll(async () => Object.values(await serverQuantities(page, request, partnerId))).toEqual([added]);

  const excessive = page.getByRole('dialog', { name: 'Atenção!' });
  await quantityInput(card).fill('999');
  await quantityInput(card).blur();
  await expect(excessive).toContainText('Quantidade fora do padrão de compra');
  await expect(excessive).toContainText(new RegExp(`^.*Você selecionou 999 .+ de ${family}, deseja continuar\\?`));
  await expectAccessible(page);
  await excessive.getByRole('button', { name: 'Cancelar' }).click();
  await expect(excessive).toBeHidden();
  await expect(quantityInput(card)).toHaveValue(String(added));
  expect(Object.values(await serverQuantities(page, request, partnerId))).toEqual([added]);

  await quantityInput(card).fill('999');
  await quantityInput(card).blur();
  await excessive.getByRole('button', { name: 'Confirmar' }).click();
  await expect(excessive).toBeHidden();
  await expect(quantityInput(card)).toHaveValue('999');
  await expect.poll(async () => Object.values(await serverQuantities(page, request, partnerId))).toEqual([999]);
});
