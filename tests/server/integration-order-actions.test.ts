// What a distributor's ERP does to one of its orders through the integration API (issue 30, Integration API →
// Orders): acknowledge with its own number, set one of the seven statuses, attach the invoice, cancel with a reason.
// Another partner's order is not found; retries change nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderDetail } from '../../src/domain/entities/orders';
import { call, COMPANY, login, useServer } from './helpers';
import { integration, PARTNER_1_TOKEN, PARTNER_2_TOKEN } from './integration-helpers';
import { invoiceBody, NEXT_NFE_KEY, NFE_KEY } from './integration-order-helpers';
import { history, orderWithStatus } from './ordering-helpers';
import { pushEndpoint, RecordingPush, subscribePush } from './recording-push';

const push = new RecordingPush();
const s = useServer({}, { push });
let token: string;
let order: Order;

beforeEach(async () => {
  push.sent.length = 0;
  token = await login(s.app, COMPANY);
  order = await orderWithStatus(s.app, token, 'Em análise');
});

const api = (method: string, path: string, body?: unknown, who = PARTNER_1_TOKEN) => integration(s.app, method, path, { token: who, body });
const detail = async (id = order.id): Promise<OrderDetail> => (await call(s.app, 'GET', `/v2/orders/${id}`, { token })).json();
const creditOf = async (customerId: number) =>
  (await s.db.query<{ credit_balance: number }>('SELECT credit_balance FROM customers WHERE id = $1', [customerId]))[0].credit_balance;

async function expectAnswer(res: Awaited<ReturnType<typeof api>>, status: number, body: unknown) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual(body);
}

describe('every order route', () => {
  it.each([
    ['POST', 'acknowledge', { erpNumber: 'X' }],
    ['POST', 'status', { status: 'Liberado' }],
    ['PUT', 'invoice', invoiceBody()],
    ['POST', 'cancel', { reason: 'Sem estoque' }],
  ])("answers 404 for another partner's order and an unknown id, and changes nothing: %s %s", async (method, action, body) => {
    await expectAnswer(await api(method, `/orders/${order.id}/${action}`, body, PARTNER_2_TOKEN), 404, { message: `Pedido ${order.id} não encontrado.` });
    await expectAnswer(await api(method, `/orders/999999/${action}`, body), 404, { message: 'Pedido 999999 não encontrado.' });
    await expectAnswer(await api(method, `/orders/abc/${action}`, body), 404, { message: 'Pedido abc não encontrado.' });
    const [row] = await s.db.query('SELECT status, erp_number, invoice_key FROM orders WHERE id = $1', [order.id]);
    expect(row).toEqual({ status: 'Em análise', erp_number: null, invoice_key: null });
  });

  it.each([['acknowledge'], ['status'], ['cancel']])('answers 400 for a body that is not JSON: %s', async (action) => {
    await expectAnswer(await api('POST', `/orders/${order.id}/${action}`, '{'), 400, { message: 'Corpo da requisição inválido.' });
  });
});

describe('POST /orders/:id/acknowledge', () => {
  it("records the ERP's number, answers the same number again as unchanged, and another with 409", async () => {
    await expectAnswer(await api('POST', `/orders/${order.id}/acknowledge`, { erpNumber: ' PV-1001 ' }), 200, { result: 'acknowledged' });
    await expectAnswer(await api('POST', `/orders/${order.id}/acknowledge`, { erpNumber: 'PV-1001' }), 200, { result: 'unchanged' });
    await expectAnswer(await api('POST', `/orders/${order.id}/acknowledge`, { erpNumber: 'PV-2002' }), 409, {
      message: `O pedido ${order.number} já foi confirmado com o número PV-1001 do ERP.`,
    });
    const [row] = await s.db.query('SELECT erp_number FROM orders WHERE id = $1', [order.id]);
    expect(row).toEqual({ erp_number: 'PV-1001' });
  });

  it.each([[{}], [{ erpNumber: '' }], [{ erpNumber: 12 }], [{ erpNumber: 'x'.repeat(61) }]])('answers 400 for %j', async (body) => {
    await expectAnswer(await api('POST', `/orders/${order.id}/acknowledge`, body), 400, {
      message: 'Informe erpNumber, o número do pedido no ERP (até 60 caracteres).',
    });
  });
});

describe('POST /orders/:id/status', () => {
  it("moves the order, shows it with the observation in the customer's history and tells the customer's devices", async () => {
    await subscribePush(s.app, token, 'phone');
    await expectAnswer(await api('POST', `/orders/${order.id}/status`, { status: 'Separado', observation: 'Saída amanhã às 8h.' }), 200, { result: 'changed' });
    expect((await history(s.app, token)).find((o) => o.id === order.id)).toMatchObject({ status: 'Separado', statusObservation: 'Saída amanhã às 8h.', canEdit: false });
    expect(await detail()).toMatchObject({ status: 'Separado', statusObservation: 'Saída amanhã às 8h.' });
    await vi.waitFor(() =>
      expect(push.sent).toEqual([{ endpoint: pushEndpoint('phone'), message: expect.objectContaining({ title: `Pedido n° ${order.number}: Separado` }) }]),
    );
  });

  it('answers the same status and observation again as unchanged, and a new observation as a change', async () => {
    await api('POST', `/orders/${order.id}/status`, { status: 'Liberado' });
    await expectAnswer(await api('POST', `/orders/${order.id}/status`, { status: 'Liberado' }), 200, { result: 'unchanged' });
    await expectAnswer(await api('POST', `/orders/${order.id}/status`, { status: 'Liberado', observation: 'Crédito aprovado.' }), 200, { result: 'changed' });
  });

  it.each([
    [{ status: 'Cancelado' }, 'Status inválido. Use: Em análise, Em processamento, Liberado, Separado, Entregue, Bloqueado, Pendente.'],
    [{ status: 'separado' }, 'Status inválido. Use: Em análise, Em processamento, Liberado, Separado, Entregue, Bloqueado, Pendente.'],
    [{ status: 'Separado', observation: 3 }, 'Observação inválida: informe um texto.'],
    [{ status: 'Separado', observation: 'x'.repeat(501) }, 'Observação longa demais (até 500 caracteres).'],
  ])('answers 400 for %j', async (body, message) => {
    await expectAnswer(await api('POST', `/orders/${order.id}/status`, body), 400, { message });
  });

  it('answers 422 for a cancelled order', async () => {
    const cancelled = await orderWithStatus(s.app, token, 'Cancelado');
    await expectAnswer(await api('POST', `/orders/${cancelled.id}/status`, { status: 'Liberado' }), 422, { message: 'Este pedido foi cancelado.' });
  });
});

describe('PUT /orders/:id/invoice', () => {
  it("keeps the invoice, shows it on the order's detail, and replaces it with a corrected one", async () => {
    await expectAnswer(await api('PUT', `/orders/${order.id}/invoice`, invoiceBody()), 200, { result: 'changed' });
    expect((await detail()).invoice).toEqual({ key: NFE_KEY, number: '12345', series: '1', danfeUrl: 'https://nfe.saojorge.example/danfe/12345.pdf' });
    await expectAnswer(await api('PUT', `/orders/${order.id}/invoice`, invoiceBody()), 200, { result: 'unchanged' });
    await expectAnswer(await api('PUT', `/orders/${order.id}/invoice`, invoiceBody({ key: NEXT_NFE_KEY, number: '12346' })), 200, { result: 'changed' });
    expect((await history(s.app, token)).find((o) => o.id === order.id)?.invoice).toMatchObject({ key: NEXT_NFE_KEY, number: '12346' });
  });

  const KEY = 'Chave de acesso inválida: informe os 44 dígitos da NF-e, com o dígito verificador correto.';
  it.each([
    [{ key: `${NFE_KEY.slice(0, 43)}2` }, KEY],
    [{ key: NFE_KEY.slice(1) }, KEY],
    [{ key: `${NFE_KEY.slice(0, 40)}abcd` }, KEY],
    [{ key: Number(NFE_KEY) }, KEY],
    [{ number: '12346' }, 'Número e série não conferem com a chave de acesso da NF-e.'],
    [{ series: '2' }, 'Número e série não conferem com a chave de acesso da NF-e.'],
    [{ number: '1234567890' }, 'Número da NF-e inválido: informe de 1 a 9 dígitos.'],
    [{ series: 'A' }, 'Série da NF-e inválida: informe de 1 a 3 dígitos.'],
    [{ danfeUrl: 'http://nfe.saojorge.example/danfe.pdf' }, 'Link do DANFE inválido: informe um endereço https.'],
    [{ danfeUrl: 'javascript:alert(1)' }, 'Link do DANFE inválido: informe um endereço https.'],
    [{ danfeUrl: undefined }, 'Link do DANFE inválido: informe um endereço https.'],
  ])('answers 400 for %j', async (overrides, message) => {
    await expectAnswer(await api('PUT', `/orders/${order.id}/invoice`, invoiceBody(overrides)), 400, { message });
    expect((await detail()).invoice).toBeNull();
  });

  it('answers 422 for a cancelled order', async () => {
    const cancelled = await orderWithStatus(s.app, token, 'Cancelado');
    await expectAnswer(await api('PUT', `/orders/${cancelled.id}/invoice`, invoiceBody()), 422, { message: 'Este pedido foi cancelado.' });
  });
});

describe('POST /orders/:id/cancel', () => {
  it("cancels with the reason the customer reads on the detail, tells the customer's devices, and a retry changes nothing", async () => {
    await subscribePush(s.app, token, 'phone');
    await expectAnswer(await api('POST', `/orders/${order.id}/cancel`, { reason: 'Produto sem estoque.' }), 200, { result: 'cancelled' });
    expect(await detail()).toMatchObject({ status: 'Cancelado', statusObservation: 'Produto sem estoque.', canEdit: false });
    await vi.waitFor(() => expect(push.sent).toEqual([{ endpoint: pushEndpoint('phone'), message: expect.objectContaining({ title: `Pedido n° ${order.number}: Cancelado` }) }]));
    await expectAnswer(await api('POST', `/orders/${order.id}/cancel`, { reason: 'Outro motivo' }), 200, { result: 'unchanged' });
    expect((await detail()).statusObservation).toBe('Produto sem estoque.');
  });

  it("turns a paid order's total into the customer's credit, as the customer's cancel does", async () => {
    const paid = (await history(s.app, token)).find((o) => o.paid && o.status === 'Liberado')!;
    const before = await creditOf(1);
    await expectAnswer(await api('POST', `/orders/${paid.id}/cancel`, { reason: 'Pedido duplicado.' }), 200, { result: 'cancelled' });
    expect(await creditOf(1)).toBeCloseTo(before + paid.payment.totalPayment, 2);
  });

  it('cancels an order the customer no longer may cancel', async () => {
    const delivered = await orderWithStatus(s.app, token, 'Entregue');
    expect(delivered.canCancel).toBe(false);
    await expectAnswer(await api('POST', `/orders/${delivered.id}/cancel`, { reason: 'Devolvido.' }), 200, { result: 'cancelled' });
  });

  it('answers 422 while a card payment of the order is being decided', async () => {
    const pending = await orderWithStatus(s.app, token, 'Pendente');
    const card = await call(s.app, 'POST', '/cardpayment', {
      token, headers: { 'Idempotency-Key': 'card-cancel' },
      body: { cardNumber: '4111 1111 1111 1111', holder: 'Ana Souza', expirationDate: '12/2027', securityCode: '123', refererId: pending.id },
    });
    expect(card.status).toBe(202);
    await expectAnswer(await api('POST', `/orders/${pending.id}/cancel`, { reason: 'Sem estoque.' }), 422, { message: 'Não foi possível cancelar o pedido selecionado.' });
  });

  it.each([[{}], [{ reason: '   ' }], [{ reason: 5 }], [{ reason: 'x'.repeat(501) }]])('answers 400 for %j', async (body) => {
    await expectAnswer(await api('POST', `/orders/${order.id}/cancel`, body), 400, {
      message: 'Informe reason, o motivo do cancelamento que o cliente verá (até 500 caracteres).',
    });
  });
});
