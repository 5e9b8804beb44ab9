import { beforeEach, describe, expect, it } from 'vitest';
import type { CardPaymentStatus, PixCharge } from '../../src/domain/entities/payments';
import type { Order } from '../../src/domain/entities/orders';
import { hasValidCrc } from '../../src/domain/pix-br-code';
import { createApp } from '../../server/src/app';
import { call, COMPANY, login, PERSON, PRODUCTION_ENV, testConfig, useServer } from './helpers';
import { history, orderWithStatus } from './ordering-helpers';

const s = useServer();
let token: string;
let order: Order;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
  order = await orderWithStatus(s.app, token, 'Pendente');
});

const cob = (orderId: number | string = order.id, who = token, key: string = crypto.randomUUID()) =>
  call(s.app, 'POST', `/pix/cob/${orderId}`, { token: who, headers: { 'Idempotency-Key': key } });
const pixStatus = (orderId = order.id) => call(s.app, 'GET', `/pix/payment/status/${orderId}`, { token });

describe('POST /pix/cob/{orderId}', () => {
  it('starts generating, then answers the same ready charge with a valid BR Code for the amount due', async () => {
    const first: PixCharge = await (await cob()).json();
    expect(first).toMatchObject({ ready: false, qrcode: '', emv: '', maximumTimeExpirationInSeconds: 3600, expiresAt: '2025-06-02T13:00:00.000Z' });
    expect(first.currentStatusGeneration).toBeTruthy();
    s.clock.advance(3000);
    const ready: PixCharge = await (await cob()).json();
    expect(ready).toMatchObject({ ready: true, expiresAt: first.expiresAt });
    expect(hasValidCrc(ready.emv)).toBe(true);
    expect(ready.emv).toContain('0014br.gov.bcb.pix');
    expect(ready.emv).toContain('0120pix@saojorge.example');
    expect(ready.emv).toContain('5923DISTRIBUIDORA SAO JORGE6015SAO JOSE DOS CA');
    const due = (order.payment.totalPayment - 50).toFixed(2);
    expect(ready.emv).toContain(`54${String(due.length).padStart(2, '0')}${due}`);
    expect(Buffer.from(ready.qrcode, 'base64').subarray(1, 4).toString()).toBe('PNG');
    s.clock.advance(60_000);
    expect((await (await cob()).json()).emv).toBe(ready.emv);
  });

  it('makes a new charge once the old one expired', async () => {
    await cob();
    s.clock.advance(3000);
    const old: PixCharge = await (await cob()).json();
    s.clock.advance(3600_000);
    const renewed: PixCharge = await (await cob()).json();
    expect(renewed.ready).toBe(false);
    s.clock.advance(3000);
    expect((await (await cob()).json()).emv).not.toBe(old.emv);
  });

  it('lets one Idempotency-Key poll until the charge is ready, with one charge for the order', async () => {
    expect((await (await cob(order.id, token, 'pix-1')).json()).ready).toBe(false);
    s.clock.advance(3000);
    expect((await (await cob(order.id, token, 'pix-1')).json()).ready).toBe(true);
    const [{ n }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pix_charges WHERE order_id = $1', [order.id]);
    expect(n).toBe(1);
  });

  it('answers 422 for paid, cancelled and non-PIX orders, 404 for another customer’s', async () => {
    const orders = await history(s.app, token);
    const cases: [Order, string][] = [
      [orders.find((o) => o.paid)!, 'Este pedido já foi pago.'],
      [orders.find((o) => o.status === 'Cancelado')!, 'Este pedido foi cancelado.'],
      [orders.find((o) => !o.payment.canUsePix && !o.paid && o.status !== 'Cancelado')!, 'A forma de pagamento deste pedido não permite PIX.'],
    ];
    for (const [target, message] of cases) {
      const res = await cob(target.id);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message });
    }
    const other = await cob(order.id, await login(s.app, PERSON));
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: `Pedido ${order.id} não encontrado.` });
  });
});

describe('GET /pix/payment/status and POST /dev/pix/{orderId}/paid', () => {
  it('reports the order paid after the development route marks the charge paid', async () => {
    expect(await (await pixStatus()).json()).toEqual({ isAlreadyPaid: false });
    const noCharge = await call(s.app, 'POST', `/dev/pix/${order.id}/paid`, { token });
    expect(noCharge.status).toBe(422);
    await cob();
    expect((await call(s.app, 'POST', `/dev/pix/${order.id}/paid`, { token })).status).toBe(204);
    expect(await (await pixStatus()).json()).toEqual({ isAlreadyPaid: true });
    expect((await history(s.app, token)).find((o) => o.id === order.id)).toMatchObject({ paid: true, canEdit: false });
    expect((await cob()).status).toBe(422);
  });

  it('scopes the status to the customer', async () => {
    const res = await call(s.app, 'GET', `/pix/payment/status/${order.id}`, { token: await login(s.app, PERSON) });
    expect(res.status).toBe(404);
  });

  it('does not exist unless enabled', async () => {
    const plain = createApp({ db: s.db, config: testConfig({ DEV_ROUTES: '' }), clock: s.clock });
    const res = await call(plain, 'POST', `/dev/pix/${order.id}/paid`, { token: await login(plain, COMPANY) });
    expect(res.status).toBe(404);
  });

  it('does not exist in production, even when enabled', async () => {
    const production = createApp({ db: s.db, config: testConfig(PRODUCTION_ENV), clock: s.clock });
    const res = await call(production, 'POST', `/dev/pix/${order.id}/paid`, { token: await login(production, COMPANY) });
    expect(res.status).toBe(404);
  });
});

const card = (overrides: Record<string, unknown> = {}, who = token, key: string = crypto.randomUUID()) =>
  call(s.app, 'POST', '/cardpayment', {
    token: who,
    headers: { 'Idempotency-Key': key },
    body: { cardNumber: '4111 1111 1111 1111', holder: 'Ana Souza', expirationDate: '12/2027', securityCode: '123', refererId: order.id, ...overrides },
  });
const cardStatus = async (orderId = order.id): Promise<CardPaymentStatus> => (await call(s.app, 'GET', `/cardpayment/${orderId}`, { token })).json();

describe('POST /cardpayment and GET /cardpayment/{orderId}', () => {
  it('approves the test card after about 4 s and marks the order paid', async () => {
    const res = await card();
    expect(res.status).toBe(202);
    const started: CardPaymentStatus = await res.json();
    expect(started).toMatchObject({ orderId: order.id, status: 0 });
    expect(await cardStatus()).toMatchObject({ status: 0 });
    expect(await (await pixStatus()).json()).toEqual({ isAlreadyPaid: false });
    s.clock.advance(4000);
    expect(await cardStatus()).toEqual({ id: started.id, orderId: order.id, status: 2, currentPhaseMessage: 'Pagamento autorizado com sucesso.', amount: started.amount });
    expect((await history(s.app, token)).find((o) => o.id === order.id)!.paid).toBe(true);
  });

  it.each([
    ['4000 0000 0000 0002', 'Pagamento recusado pelo emissor do cartão.'],
    ['4000 0000 0000 0119', 'Não foi possível comunicar com a operadora do cartão. Tente novamente mais tarde.'],
  ])('%s fails with “%s” and leaves the order unpaid', async (cardNumber, message) => {
    expect((await card({ cardNumber })).status).toBe(202);
    s.clock.advance(4000);
    expect(await cardStatus()).toMatchObject({ status: 1, currentPhaseMessage: message });
    expect((await history(s.app, token)).find((o) => o.id === order.id)!.paid).toBe(false);
    expect((await card()).status).toBe(202);
  });

  it('keeps only the brand and last four digits', async () => {
    await card({ cardNumber: '378282246310005', securityCode: '1234' });
    const rows = await s.db.query('SELECT * FROM card_payments WHERE order_id = $1', [order.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brand: 'American Express', last4: '0005' });
    expect(JSON.stringify(rows)).not.toContain('378282246310005');
    const [{ body }] = await s.db.query<{ body: string }>("SELECT body FROM idempotency_keys WHERE path = '/api/ecommerce/cardpayment'");
    expect(body).not.toContain('3782');
  });

  it('performs one payment per Idempotency-Key and refuses a second one while the first runs', async () => {
    await card({}, token, 'cartao-1');
    await card({}, token, 'cartao-1');
    const [{ n }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_payments WHERE order_id = $1', [order.id]);
    expect(n).toBe(1);
    const second = await card();
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual({ message: 'Já existe um pagamento em andamento para este pedido.' });
  });

  it('refuses to cancel the order while the approval is in flight, then cancels it into credit once paid', async () => {
    const cancel = () => call(s.app, 'DELETE', `/v2/orders/${order.id}`, { token });
    const credit = async () => (await s.db.query<{ credit_balance: number }>('SELECT credit_balance FROM customers WHERE id = 1'))[0].credit_balance;
    expect((await card()).status).toBe(202);
    const creditAfterPayment = await credit();
    s.clock.advance(3999);
    const refused = await cancel();
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: 'Não foi possível cancelar o pedido selecionado.' });
    expect((await history(s.app, token)).find((o) => o.id === order.id)).toMatchObject({ status: 'Pendente', canCancel: true, paid: false });
    s.clock.advance(1);
    expect(await cardStatus()).toMatchObject({ status: 2 });
    expect((await cancel()).status).toBe(204);
    expect((await history(s.app, token)).find((o) => o.id === order.id)).toMatchObject({ status: 'Cancelado', paid: true });
    expect(await credit()).toBeCloseTo(creditAfterPayment + order.payment.totalPayment, 2);
  });

  it('refuses to cancel while a declined card is still being decided, and cancels without credit afterwards', async () => {
    const before = await s.db.query<{ credit_balance: number }>('SELECT credit_balance FROM customers WHERE id = 1');
    expect((await card({ cardNumber: '4000 0000 0000 0002' })).status).toBe(202);
    expect((await call(s.app, 'DELETE', `/v2/orders/${order.id}`, { token })).status).toBe(422);
    s.clock.advance(4000);
    expect((await call(s.app, 'DELETE', `/v2/orders/${order.id}`, { token })).status).toBe(204);
    expect(await s.db.query('SELECT credit_balance FROM customers WHERE id = 1')).toEqual(before);
    const refused = await card();
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: 'Este pedido foi cancelado.' });
  });

  it('answers 400 with a Portuguese message for a bad card', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cardNumber: '4111 1111 1111 1112' }, 'Número do cartão inválido.'],
      [{ cardNumber: '3782 822463 10005 0' }, 'Número do cartão inválido.'],
      [{ cardNumber: 4111111111111111 }, 'Número do cartão inválido.'],
      [{ holder: '' }, 'Nome do titular inválido.'],
      [{ holder: 'Ana 2' }, 'Nome do titular inválido.'],
      [{ expirationDate: '05/2025' }, 'Data de validade inválida.'],
      [{ expirationDate: '13/2026' }, 'Data de validade inválida.'],
      [{ expirationDate: '01/2035' }, 'Data de validade inválida.'],
      [{ securityCode: '1234' }, 'CVV inválido.'],
      [{ cardNumber: '378282246310005', securityCode: '123' }, 'CVV inválido.'],
      [{ refererId: 'x' }, 'Pedido não informado.'],
    ];
    for (const [body, message] of cases) {
      const res = await card(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
  });

  it('answers 404 for another customer’s order and 422 for a plan without card', async () => {
    const other = await card({}, await login(s.app, PERSON));
    expect(other.status).toBe(404);
    expect((await call(s.app, 'GET', `/cardpayment/${order.id}`, { token: await login(s.app, PERSON) })).status).toBe(404);
    expect((await call(s.app, 'GET', `/cardpayment/${order.id}`, { token })).status).toBe(404);
    const boleto = (await history(s.app, token)).find((o) => !o.payment.canUseCreditCard && !o.paid && o.status !== 'Cancelado')!;
    const refused = await card({ refererId: boleto.id });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: 'A forma de pagamento deste pedido não permite cartão de crédito.' });
  });
});
