// Reaching the PIX and card screens as a shop owner does, and reading what they show.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { signIn } from './auth';
import { apiSignIn, type Credentials } from './cart-api';
import { openOrderHistory, orderCard } from './orders';
import { placePayableOrder, type ServerOrder } from './orders-api';
import type { DemoUser } from './users';

/** A new order with nothing of the customer's credit to use, then the browser signs in (one partner: chosen automatically). */
export async function signInWithPayableOrder(
  page: Page,
  request: APIRequestContext,
  user: DemoUser,
  partner: { id: number; name: string },
): Promise<{ api: Credentials; order: ServerOrder }> {
  const api = await apiSignIn(request, user);
  const order = await placePayableOrder(request, api, partner.id);
  await signIn(page, user);
  await expect(page.getByText(`Você está em ${partner.name}`)).toBeVisible();
  return { api, order };
}

/** The order card's payment button, then the balance modal's 'Confirmar' once the balance loaded. */
export async function payFromHistory(page: Page, order: ServerOrder, method: 'Pagar com PIX' | 'Pagar com cartão'): Promise<void> {
  await openOrderHistory(page);
  await orderCard(page, order.number).getByRole('button', { name: method, exact: true }).click();
  const balance = page.getByRole('dialog', { name: 'Saldo do pedido' });
  const confirm = balance.getByRole('button', { name: 'Confirmar', exact: true });
  await expect(confirm).toBeEnabled();
  await expect(balance).toContainText('Valor a pagar');
  await expectAccessible(page);
  await confirm.click();
  await expect(page).toHaveURL(new RegExp(`\\?(.*&)?orderId=${order.id}(&|$)`));
}

/** The screen's 'Resumo do pagamento': order, amount and receiver. */
export function paymentSummary(page: Page): Locator {
  return page.getByRole('group', { name: 'Resumo do pagamento' });
}

/** The value the summary gives for 'Pedido', 'Valor' or 'Recebedor'. */
export function summaryValue(page: Page, term: 'Pedido' | 'Valor' | 'Recebedor'): Locator {
  return paymentSummary(page).locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
}

/** A valid card for the form: the number decides the simulated acquirer's answer (docs/architecture.md). */
export async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill(number);
  await page.getByRole('textbox', { name: 'Titular do cartão' }).fill('Ana Souza');
  const expiry = page.getByRole('textbox', { name: 'Data de Validade' });
  await expiry.pressSequentially(`12${new Date().getFullYear() + 2}`);
  await expect(expiry).toHaveValue(`12/${new Date().getFullYear() + 2}`);
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
}
