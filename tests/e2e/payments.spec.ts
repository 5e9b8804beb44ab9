import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { markPixPaid, serverOrder } from './support/orders-api';
import { orderCard } from './support/orders';
import { fillCard, payFromHistory, signInWithPayableOrder } from './support/payments';
import { partners, person } from './support/users';

// Ana Souza is served by Distribuidora São Jorge only (chosen automatically); her orders use
// the partner's first plan, which allows PIX and card.
const partnerId = partners.saoJorge.id;
const AUTHORISATION = { timeout: 15_000 };

test("PIX: the code, QR and countdown show; once paid, 'Pagamento recebido!'", async ({ page, request }) => {
  const { api, order } = await signInWithPayableOrder(page, request, person, partners.saoJorge);
  await payFromHistory(page, order, 'Pagar com PIX');
  await expect(page).toHaveURL(/\/pagar-pix\?/);
  await expect(page.getByRole('heading', { name: 'Pagar com PIX', level: 1 })).toBeVisible();

  // Generation takes about 3 s on the server.
  await expect(page.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible(AUTHORISATION);
  const code = page.getByRole('textbox', { name: 'Pix copia e cola' });
  await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
  const remaining = page.getByRole('progressbar', { name: 'Tempo restante para pagamento' });
  await expect(remaining).toBeVisible();
  await expect(page.getByText(/^O código expira em \d/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Aguardando pagamento...' })).toBeVisible();
  await expectAccessible(page);

  await markPixPaid(request, api, partnerId, order.id);
  const paid = page.getByRole('dialog', { name: 'Pagamento recebido!' });
  await expect(paid).toBeVisible(AUTHORISATION);
  await expectAccessible(page);
  await paid.getByRole('button', { name: 'Voltar à tela de pedidos', exact: true }).click();

  await expect(page).toHaveURL(/\/historico-pedidos\?/);
  const card = orderCard(page, order.number);
  await expect(card).toContainText('Pagamento recebido.');
  await expect(card.getByRole('button', { name: /^Pagar com/ })).toHaveCount(0);
});

test('card: a declined card shows the issuer message; another card then pays the order and the fields clear', async ({
  page,
  request,
}) => {
  const { api, order } = await signInWithPayableOrder(page, request, person, partners.saoJorge);
  await payFromHistory(page, order, 'Pagar com cartão');
  await expect(page).toHaveURL(/\/pagar-cartao\?/);
  await expect(page.getByRole('heading', { name: 'Pagar com cartão', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preencha os dados do seu cartão' })).toBeVisible();
  await expect(page.getByText('Problemas ao efetuar o pagamento?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fale conosco!' })).toBeVisible();
  await expectAccessible(page);

  const submit = page.getByRole('button', { name: 'Finalizar pagamento', exact: true });
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Preencha todos os campos corretamente.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, { force: true });

  // Declined: the issuer's message, the form back, the order unpaid.
  await fillCard(page, '4000 0000 0000 0002');
  await submit.click();
  const waiting = page.getByRole('dialog', { name: 'Aguarde, estamos confirmando seu cartão' });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Voltar à tela de pedidos', exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Pagamento recusado pelo emissor do cartão.' })).toBeVisible(
    AUTHORISATION,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  expect(await serverOrder(request, api, partnerId, order.id)).toMatchObject({ paid: false });

  // Approved: the confirmation, the fields cleared, the order paid.
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill('4111 1111 1111 1111');
  await submit.click();
  await expect(waiting).toBeVisible();
  const approved = page.getByRole('dialog', { name: 'Pagamento autorizado com sucesso.' });
  await expect(approved).toBeVisible(AUTHORISATION);
  await expectAccessible(page);
  for (const field of ['#card-number', '#card-holder', '#card-expiry', '#card-cvv']) {
    await expect(page.locator(field)).toHaveValue('');
  }
  await expect.poll(async () => (await serverOrder(request, api, partnerId, order.id))?.paid).toBe(true);

  await approved.getByRole('button', { name: 'Voltar à tela de pedidos', exact: true }).click();
  await expect(page).toHaveURL(/\/historico-pedidos\?/);
  const card = orderCard(page, order.number);
  await expect(card).toContainText('Pagamento recebido.');
  await expect(card.getByRole('button', { name: /^Pagar com/ })).toHaveCount(0);
});
