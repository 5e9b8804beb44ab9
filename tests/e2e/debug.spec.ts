import { expect, test } from '@playwright/test';
import { partnerIdOf, signInAtPartner } from './support/auth';
import { resetServerCart, serverQuantities } from './support/cart-api';
import { addableCard, lane, quantityInput, shownQuantity } from './support/home';
import { company, partners } from './support/users';

test('debug toast', async ({ page, request }) => {
  await resetServerCart(request, company, partners.saoJorge.id);
  await signInAtPartner(page, company, partners.saoJorge.name);
  const partnerId = partnerIdOf(page);
  const { card, family } = await addableCard(lane(page, 'Histórico'));
  await card.getByRole('button', { name: `Adicionar ${family} ao carrinho` }).click();
  const added = await shownQuantity(card);
  await expect.poll(async () => Object.values(await serverQuantities(page, request, partnerId))).toEqual([added]);
  const sawToast = await page.getByText('Quantidade atualizada!').isVisible();
  console.log('toast after add', sawToast);
  await card.getByRole('button', { name: `Adicionar uma unidade de ${family}` }).click();
  await expect.poll(async () => Object.values(await serverQuantities(page, request, partnerId))).toEqual([added + 1]);
  await page.waitForTimeout(300);
  console.log('toast after +', await page.getByText('Quantidade atualizada!').count(), await page.getByRole('status').allTextContents());
});
