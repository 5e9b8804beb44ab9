// An order finished without network (docs/decisions/0136-orders-finished-offline.md): the checkout's way there and
// the card of the order waiting on the device.
import { expect, type Locator, type Page } from '@playwright/test';
import { openCart } from './orders';

/** The first amount in `text` ('R$ 1.234,56 1 x R$ …' → 1234.56). */
export const brl = (text: string) => Number(/R\$\s*([\d.]+,\d{2})/.exec(text)![1]!.replace(/\./g, '').replace(',', '.'));

/** The orders waiting on the device, on the order history. */
export const queuedCard = (page: Page): Locator => page.getByRole('list', { name: 'Pedidos aguardando envio' }).getByRole('article');

/** 'REVISAR PEDIDO' on the cart, then the checkout (from the server online, from the device offline). */
export async function openCheckout(page: Page) {
  await openCart(page);
  await page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true }).click();
  await expect(page).toHaveURL(/\/finalizar-pedido\?/);
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText(/Total\s*R\$/);
}

/** Offline: the estimate note, 'Boleto 28 dias', the first date; 'Finalizar pedido' queues it. Resolves with the total shown. */
export async function finishOffline(page: Page): Promise<number> {
  await expect(page.getByRole('note')).toContainText('os valores são estimados');
  await page.getByRole('combobox', { name: 'Plano de pagamento' }).selectOption({ label: 'Boleto 28 dias' });
  const date = page.getByRole('combobox', { name: 'Data de entrega' });
  await date.selectOption((await date.locator('option').nth(1).getAttribute('value'))!);
  const total = brl((await page.getByRole('region', { name: 'Resumo do pedido' }).locator('dd').last().textContent())!);
  await page.getByRole('button', { name: 'Finalizar pedido', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pedido guardado no aparelho' });
  await expect(dialog).toContainText('Seu pedido será enviado quando o celular voltar a ter conexão');
  await dialog.getByRole('button', { name: 'Ver meus pedidos' }).click();
  await expect(queuedCard(page)).toContainText('Aguardando envio');
  return total;
}
