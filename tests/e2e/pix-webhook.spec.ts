// Issue 30 (Payments → PIX confirmation): the PSP's webhook, not a development route, turns the customer's PIX
// screen to 'Pagamento recebido!'.
import { expect, test } from './support/test';
import { payFromHistory, signInWithPayableOrder } from './support/payments';
import { chargeOfBrCode, notifyPixPaid } from './support/pix-psp';
import { partners, person } from './support/users';

test.use({ viewport: { width: 390, height: 844 } });

test("a PIX paid at the customer's bank: the PSP's webhook turns the PIX screen to 'Pagamento recebido!'", async ({ page, request }) => {
  const { order } = await signInWithPayableOrder(page, request, person, partners.saoJorge);
  await payFromHistory(page, order, 'Pagar com PIX');
  const code = page.getByRole('textbox', { name: 'Pix copia e cola' });
  // Generation takes about 3 s on the server.
  await expect(code).toHaveValue(/^000201/, { timeout: 15_000 });
  const charge = chargeOfBrCode(await code.inputValue());
  expect(charge).toEqual({ txid: expect.stringMatching(/^[A-Z0-9]{25}$/), valor: expect.stringMatching(/^\d+\.\d{2}$/) });
  await expect(page.getByRole('status').filter({ hasText: 'Aguardando pagamento...' })).toBeVisible();

  await notifyPixPaid(request, charge);
  await expect(page.getByRole('dialog', { name: 'Pagamento recebido!' })).toBeVisible({ timeout: 15_000 });
});
