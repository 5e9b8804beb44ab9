import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/entities/orders';
import { createApp } from '../../../server/src/app';
import type { AppDeps } from '../../../server/src/deps';
import { confirmPixPayment, simulatePixPayment, type ReceivedPix } from '../../../server/src/services/confirm-pix-payment';
import { call, COMPANY, login, useServer } from '../helpers';
import { history, orderWithStatus } from '../ordering-helpers';
import { endToEndId, issuedCharge, orderPayment, recordedPix } from '../pix-helpers';
import { RecordingPush, subscribePush } from '../recording-push';
import { refusalOf } from './refusal-of';

const s = useServer();
const COMPANY_CUSTOMER = 1;
let push: RecordingPush;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let token: string;
let order: Order;

beforeEach(async () => {
  push = new RecordingPush();
  deps = { db: s.db, config: s.config, clock: s.clock, push };
  app = createApp(deps);
  token = await login(app, COMPANY);
  order = await orderWithStatus(app, token, 'Pendente');
});

const chargePix = async (orderId = order.id) =>
  expect((await call(app, 'POST', `/pix/cob/${orderId}`, { token, headers: { 'Idempotency-Key': crypto.randomUUID() } })).status).toBe(200);
const simulate = (orderId = order.id, customerId = COMPANY_CUSTOMER) => simulatePixPayment(deps, { orderId, customerId });
const isPaid = async () => (await (await call(app, 'GET', `/pix/payment/status/${order.id}`, { token })).json()).isAlreadyPaid;

/** The PSP's report of a payment of the order's charge, in full unless `overrides` say otherwise. */
async function paymentOfCharge(n: number, overrides: Partial<ReceivedPix> = {}): Promise<ReceivedPix> {
  return { endToEndId: endToEndId(n), ...(await issuedCharge(s.db, order.id)), paidAt: s.clock.now(), ...overrides };
}

describe('confirmPixPayment', () => {
  it('marks the charged order paid, no longer editable, and tells the customer’s devices', async () => {
    await subscribePush(app, token, 'phone');
    await chargePix();
    expect(await confirmPixPayment(deps, await paymentOfCharge(1))).toBe('confirmed');
    expect(await isPaid()).toBe(true);
    expect((await history(app, token)).find((o) => o.id === order.id)).toMatchObject({ paid: true, canEdit: false });
    await vi.waitFor(() => expect(push.sent.map((sent) => sent.message.title)).toEqual(['Pagamento PIX recebido']));
  });

  it('changes nothing for an endToEndId received before', async () => {
    await chargePix();
    const pix = await paymentOfCharge(1);
    await confirmPixPayment(deps, pix);
    expect(await confirmPixPayment(deps, { ...pix, valor: '1.00' })).toBe('duplicate');
    expect(await recordedPix(s.db)).toEqual([expect.objectContaining({ end_to_end_id: pix.endToEndId, outcome: 'confirmed' })]);
  });

  it('records a payment of another amount against the order, and leaves the order unpaid', async () => {
    await chargePix();
    const pix = await paymentOfCharge(1);
    const short = (Number(pix.valor) - 0.01).toFixed(2);
    expect(await confirmPixPayment(deps, { ...pix, valor: short })).toBe('amount-mismatch');
    expect(await isPaid()).toBe(false);
    expect(await recordedPix(s.db)).toEqual([{ end_to_end_id: pix.endToEndId, order_id: order.id, outcome: 'amount-mismatch', amount: short }]);
  });

  it('records a payment of an unknown txid, or of none, without an order', async () => {
    expect(await confirmPixPayment(deps, { endToEndId: endToEndId(1), txid: 'NAOEXISTE123', valor: '10.00', paidAt: s.clock.now() })).toBe('unknown-txid');
    expect(await confirmPixPayment(deps, { endToEndId: endToEndId(2), txid: null, valor: '10.00', paidAt: s.clock.now() })).toBe('unknown-txid');
    expect((await recordedPix(s.db)).map(({ order_id, outcome }) => ({ order_id, outcome }))).toEqual([
      { order_id: null, outcome: 'unknown-txid' },
      { order_id: null, outcome: 'unknown-txid' },
    ]);
  });

  it('records a second payment of a paid order as one to give back, using the credit once', async () => {
    await chargePix();
    await s.db.query('UPDATE customers SET credit_balance = 100000 WHERE id = $1', [COMPANY_CUSTOMER]);
    await confirmPixPayment(deps, await paymentOfCharge(1));
    const paid = await orderPayment(s.db, order.id);
    expect(await confirmPixPayment(deps, await paymentOfCharge(2))).toBe('not-awaiting');
    expect(await orderPayment(s.db, order.id)).toEqual(paid);
    expect((await recordedPix(s.db)).map((pix) => pix.outcome)).toEqual(['confirmed', 'not-awaiting']);
  });

  it('records a payment of a cancelled order as one to give back, and leaves it unpaid', async () => {
    await chargePix();
    await s.db.query(`UPDATE orders SET status = 'Cancelado' WHERE id = $1`, [order.id]);
    expect(await confirmPixPayment(deps, await paymentOfCharge(1))).toBe('not-awaiting');
    expect((await orderPayment(s.db, order.id)).paid).toBe(false);
  });
});

describe('simulatePixPayment (the development stand-in for the PSP)', () => {
  it('pays the latest charge in full through confirmPixPayment’s code, recording a payment', async () => {
    await chargePix();
    await simulate();
    expect(await isPaid()).toBe(true);
    const [recorded] = await recordedPix(s.db);
    expect(recorded).toMatchObject({ order_id: order.id, outcome: 'confirmed', amount: (await issuedCharge(s.db, order.id)).valor });
    expect(recorded.end_to_end_id).toMatch(/^E00000000\d{12}[a-z0-9]{11}$/);
  });

  it('refuses an order without a PIX charge and leaves it unpaid', async () => {
    const refusal = await refusalOf(simulate());
    expect(refusal).toMatchObject({ kind: 'refused', message: 'Nenhuma cobrança PIX foi gerada para este pedido.' });
    expect(await isPaid()).toBe(false);
  });

  it('refuses a second confirmation of the same order, recording nothing more', async () => {
    await chargePix();
    await simulate();
    const refusal = await refusalOf(simulate());
    expect(refusal).toMatchObject({ kind: 'refused', message: 'Este pedido não aguarda pagamento.' });
    expect(await recordedPix(s.db)).toHaveLength(1);
  });

  it("refuses another customer's order as not found", async () => {
    await chargePix();
    const refusal = await refusalOf(simulate(order.id, COMPANY_CUSTOMER + 1));
    expect(refusal).toMatchObject({ kind: 'not-found', message: `Pedido ${order.id} não encontrado.` });
    expect(await isPaid()).toBe(false);
  });
});
