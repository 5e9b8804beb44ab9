// Payments that resume: the PIX and card screens say what is paid, for which order, to whom,
// and opened again (back and forth, or a reload) show the payment where the server has it.
import type { Page } from '@playwright/test';
import { formatBrl } from '../../src/domain/format';
import { expectAccessible } from './support/a11y';
import { fillCard, payFromHistory, signInWithPayableOrder, summaryValue } from './support/payments';
import { expect, test } from './support/test';
import { partners, person } from './support/users';

const AUTHORISATION = { timeout: 15_000 };
/** Field 59 (merchant name) and 60 (merchant city) of the BR Code: the partner, in capitals, cut at 25 and 15. */
const PARTNER_RECEIVER = '5923DISTRIBUIDORA SAO JORGE6015SAO JOSE DOS CA';

/** Counts the charge requests the page sends from now on. */
function countChargeRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/pix\/cob\//.test(request.url())) count += 1;
  });
  return () => count;
}

test('PIX: the screen names the order, the amount and the partner, whose name the BR Code carries; reopened, it shows the same charge', async ({
  page,
  request,
}) => {
  const { order } = await signInWithPayableOrder(page, request, person, partners.saoJorge);
  await payFromHistory(page, order, 'Pagar com PIX');
  await expect(page.getByRole('heading', { name: 'Pagar com PIX', level: 1 })).toBeVisible();
  await expect(summaryValue(page, 'Pedido')).toHaveText(order.number);
  await expect(summaryValue(page, 'Valor')).toHaveText(formatBrl(order.payment.totalPayment));
  await expect(summaryValue(page, 'Recebedor')).toHaveText(partners.saoJorge.name);

  const code = page.getByRole('textbox', { name: 'Pix copia e cola' });
  await expect(code).toHaveValue(/^000201.*6304[0-9A-F]{4}$/, AUTHORISATION);
  const emv = await code.inputValue();
  expect(emv).toContain(PARTNER_RECEIVER);
  expect(emv).not.toContain('BALCAO');
  await expectAccessible(page);

  // Back to the orders and to PIX again, then a reload: the same charge, and none asked for.
  const chargeRequests = countChargeRequests(page);
  await page.getByRole('button', { name: 'Voltar' }).first().click();
  await payFromHistory(page, order, 'Pagar com PIX');
  await expect(code).toHaveValue(emv);
  await page.reload();
  await expect(code).toHaveValue(emv);
  await expect(summaryValue(page, 'Pedido')).toHaveText(order.number);
  await expect(page.getByText(/^O código expira em \d/)).toBeVisible();
  expect(chargeRequests()).toBe(0);
  await expectAccessible(page, { force: true });
});

test('card: the screen names the order and the amount; reloaded during the authorisation, it shows the wait, then the approval', async ({
  page,
  request,
}) => {
  const { order } = await signInWithPayableOrder(page, request, person, partners.saoJorge);
  await payFromHistory(page, order, 'Pagar com cartão');
  await expect(page.getByRole('heading', { name: 'Pagar com cartão', level: 1 })).toBeVisible();
  await expect(summaryValue(page, 'Pedido')).toHaveText(order.number);
  await expect(summaryValue(page, 'Valor')).toHaveText(formatBrl(order.payment.totalPayment));
  await expect(summaryValue(page, 'Recebedor')).toHaveText(partners.saoJorge.name);
  await expectAccessible(page);

  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Finalizar pagamento', exact: true }).click();
  const waiting = page.getByRole('dialog', { name: 'Aguarde, estamos confirmando seu cartão' });
  await expect(waiting).toBeVisible();

  await page.reload();
  await expect(waiting).toBeVisible();
  await expect(summaryValue(page, 'Pedido')).toHaveText(order.number);
  await expect(summaryValue(page, 'Valor')).toHaveText(formatBrl(order.payment.totalPayment));
  await expectAccessible(page, { force: true });

  const approved = page.getByRole('dialog', { name: 'Pagamento autorizado com sucesso.' });
  await expect(approved).toBeVisible(AUTHORISATION);
  await expectAccessible(page, { force: true });

  // Reopened once approved, it says so again instead of an empty form.
  await page.reload();
  await expect(approved).toBeVisible();
});
