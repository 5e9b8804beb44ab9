import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/entities/orders';
import { createApp } from '../../../server/src/app';
import type { AppDeps } from '../../../server/src/deps';
import { confirmPixPayment } from '../../../server/src/services/confirm-pix-payment';
import { call, COMPANY, login, useServer } from '../helpers';
import { history, orderWithStatus } from '../ordering-helpers';
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
const confirm = (orderId = order.id, customerId = COMPANY_CUSTOMER) => confirmPixPayment(deps, { orderId, customerId });
const isPaid = async () => (await (await call(app, 'GET', `/pix/payment/status/${order.id}`, { token })).json()).isAlreadyPaid;

describe('confirmPixPayment', () => {
  it('marks the charged order paid, no longer editable, and tells the customer’s devices', async () => {
    await subscribePush(app, token, 'phone');
    await chargePix();
    await confirm();
    expect(await isPaid()).toBe(true);
    expect((await history(app, token)).find((o) => o.id === order.id)).toMatchObject({ paid: true, canEdit: false });
    await vi.waitFor(() => expect(push.sent.map((sent) => sent.message.title)).toEqual(['Pagamento PIX recebido']));
  });

  it('refuses an order without a PIX charge and leaves it unpaid', async () => {
    const refusal = await refusalOf(confirm());
    expect(refusal).toMatchObject({ kind: 'refused', message: 'Nenhuma cobrança PIX foi gerada para este pedido.' });
    expect(await isPaid()).toBe(false);
  });

  it('refuses a second confirmation of the same order', async () => {
    await chargePix();
    await confirm();
    const refusal = await refusalOf(confirm());
    expect(refusal).toMatchObject({ kind: 'refused', message: 'Este pedido não aguarda pagamento.' });
  });

  it("refuses another customer's order as not found", async () => {
    await chargePix();
    const refusal = await refusalOf(confirm(order.id, COMPANY_CUSTOMER + 1));
    expect(refusal).toMatchObject({ kind: 'not-found', message: `Pedido ${order.id} não encontrado.` });
    expect(await isPaid()).toBe(false);
  });
});
