// The PIX and card screens against the real API in-process: opened again, they show the
// payment where the server has it. The device's clock follows the server's fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { OrderPayment } from '../../../../src/domain/entities/payments';
import { formatBrl } from '../../../../src/domain/format';
import { CardPaymentScreen } from '../../../../src/features/payments/card-payment-screen';
import { PixScreen } from '../../../../src/features/payments/pix-screen';
import { DEVICE, useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi({ DEV_ROUTES: '1' }); // POST /dev/pix/{orderId}/paid
const PARTNER = 1;
const ORDER = 12; // the company's unpaid order in analysis at partner 1: PIX and card allowed

const openPix = () => renderPartnerScreen(PixScreen, `/pagar-pix?parceiro=${PARTNER}&orderId=${ORDER}`, { context: { orderId: ORDER } });
const openCard = () => renderPartnerScreen(CardPaymentScreen, `/pagar-cartao?parceiro=${PARTNER}&orderId=${ORDER}`, { context: { orderId: ORDER } });

/** Calls the API beside the app as the signed-in user (a POST with a body, unlike `api.call`). */
function post(path: string, body?: unknown) {
  return api.server.app.request(`/api/ecommerce${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, deviceId: DEVICE, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const payByCard = (cardNumber: string) =>
  post('/cardpayment', { cardNumber, holder: 'Ana Souza', expirationDate: '12/2030', securityCode: '123', refererId: ORDER });
const advanceServer = (ms: number) => {
  api.server.clock.advance(ms);
  vi.setSystemTime(api.server.clock.now());
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(api.server.clock.now());
  await api.signIn();
  localStorage.setItem('partner', String(PARTNER));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function expectSummary(orderNumber: string, amount: number) {
  const text = within(screen.getByLabelText('Resumo do pagamento')).getAllByRole('definition').map((d) => d.textContent);
  expect(text).toEqual([orderNumber, formatBrl(amount), 'Distribuidora São Jorge']);
}

describe('PIX screen', () => {
  it('shows the order, the amount and the partner while the charge is generated', async () => {
    const { orderNumber, amountDue } = await api.get<OrderPayment>(`/payment/order/${ORDER}`);
    await openPix();
    await screen.findByLabelText('Resumo do pagamento', undefined, { timeout: 5000 });
    expectSummary(orderNumber, amountDue);
    await waitFor(() => expect(api.calls()).toContain(`POST /pix/cob/${ORDER}`));
    expect(screen.queryByLabelText('Pix copia e cola')).toBeNull();
  });

  it('reopened, shows the charge the server has, without asking for one', async () => {
    await post(`/pix/cob/${ORDER}`);
    advanceServer(3000);
    const { pixCharge, orderNumber } = await api.get<OrderPayment>(`/payment/order/${ORDER}`);
    await openPix();
    const code = (await screen.findByLabelText('Pix copia e cola', undefined, { timeout: 5000 })) as HTMLInputElement;
    expect(code.value).toBe(pixCharge!.emv);
    expectSummary(orderNumber, pixCharge!.amount);
    expect(api.calls().filter((call) => call.includes('/pix/cob/'))).toEqual([]);
  });

  it('reopened offline, shows the charge kept on the device', async () => {
    await post(`/pix/cob/${ORDER}`);
    advanceServer(3000);
    await openPix();
    const emv = ((await screen.findByLabelText('Pix copia e cola', undefined, { timeout: 5000 })) as HTMLInputElement).value;
    cleanup();
    api.setOnline(false);
    await openPix();
    expect(((await screen.findByLabelText('Pix copia e cola', undefined, { timeout: 5000 })) as HTMLInputElement).value).toBe(emv);
    expect(within(screen.getByLabelText('Resumo do pagamento')).getByText('Distribuidora São Jorge')).toBeTruthy();
  });

  it('reopened once paid, says the payment was received', async () => {
    await post(`/pix/cob/${ORDER}`);
    expect((await post(`/dev/pix/${ORDER}/paid`)).status).toBe(204);
    await openPix();
    expect(await screen.findByRole('dialog', { name: 'Pagamento recebido!' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText('Pix copia e cola')).toBeNull();
  });
});

describe('card screen', () => {
  it('shows the order and the amount above the empty form', async () => {
    const { orderNumber, amountDue } = await api.get<OrderPayment>(`/payment/order/${ORDER}`);
    await openCard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finalizar pagamento' }).hasAttribute('disabled')).toBe(false), { timeout: 5000 });
    expectSummary(orderNumber, amountDue);
    expect((screen.getByLabelText('Número do cartão') as HTMLInputElement).value).toBe('');
  });

  it('reopened during the authorisation, waits for it and shows the approval', async () => {
    expect((await payByCard('4111 1111 1111 1111')).status).toBe(202);
    await openCard();
    expect(await screen.findByRole('dialog', { name: 'Aguarde, estamos confirmando seu cartão' }, { timeout: 5000 })).toBeTruthy();
    advanceServer(4000);
    expect(await screen.findByRole('dialog', { name: 'Pagamento autorizado com sucesso.' }, { timeout: 6000 })).toBeTruthy();
  });

  it('reopened after a decline, shows the issuer’s message with the form', async () => {
    await payByCard('4000 0000 0000 0002');
    advanceServer(4000);
    await openCard();
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe('Pagamento recusado pelo emissor do cartão.');
    expect(screen.getByRole('button', { name: 'Finalizar pagamento' }).hasAttribute('disabled')).toBe(false);
  });

  it('reopened after a PIX payment, says the order is paid instead of the form', async () => {
    await post(`/pix/cob/${ORDER}`);
    await post(`/dev/pix/${ORDER}/paid`);
    await openCard();
    expect((await screen.findByText('Este pedido já foi pago.', undefined, { timeout: 5000 })).getAttribute('role')).toBe('status');
    expect(screen.queryByLabelText('Número do cartão')).toBeNull();
  });
});
