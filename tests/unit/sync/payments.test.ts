// PIX and card payments against the real API (its clock moves the charge and the card on).
import Dexie, { liveQuery } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardPaymentRequest } from '../../../src/domain/entities/payments';
import { userDb } from '../../../src/db/user-db';
import {
  cardPaymentStatus, isPixPaid, loadOrderPayment, requestPixCharge, storedPixCharge, submitCardPayment,
} from '../../../src/sync/actions/payments';
import { refreshCart } from '../../../src/sync/pulls/cart';
import { useRealApi } from '../support/real-api';
import { pixCharge } from './fixtures';

const api = useRealApi({ DEV_ROUTES: '1' }); // POST /dev/pix/{orderId}/paid
const UNPAID = 12; // the company's order in analysis, partner 1
const IN_AN_HOUR = new Date(Date.now() + 3_600_000).toISOString();
const CARD: CardPaymentRequest = {
  cardNumber: '4000000000000002', holder: 'MARIA CARTAO TESTE', expirationDate: '12/2031', securityCode: '731', refererId: UNPAID,
};

/** Every row of every IndexedDB database on the device, as text. */
async function everythingInIndexedDb(): Promise<string> {
  const dumps: unknown[] = [];
  for (const { name } of await indexedDB.databases()) {
    const db = new Dexie(name as string);
    await db.open();
    for (const table of db.tables) dumps.push(await table.toArray());
    db.close();
  }
  return JSON.stringify(dumps);
}

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', '1');
});

describe('requestPixCharge', () => {
  it('stores nothing while generating, then stores the ready charge with its order id', async () => {
    await expect(requestPixCharge(UNPAID, 'poll-1')).resolves.toMatchObject({ ready: false });
    expect(await userDb().pixCharges.count()).toBe(0);

    api.server.clock.advance(5_000);
    const charge = await requestPixCharge(UNPAID, 'poll-2');
    expect(charge).toMatchObject({ ready: true, emv: expect.any(String) });
    expect(await userDb().pixCharges.get(UNPAID)).toEqual({ ...charge, orderId: UNPAID });
    expect(api.sent.filter((r) => r.path === `/pix/cob/${UNPAID}`).map((r) => r.headers.get('Idempotency-Key'))).toEqual(['poll-1', 'poll-2']);
  });

  it('rejects with the server message for an order that cannot be paid', async () => {
    await expect(requestPixCharge(2, 'k')).rejects.toMatchObject({ status: 422, message: expect.any(String) });
  });
});

describe('storedPixCharge', () => {
  it('reads a charge that has not expired, offline too', async () => {
    await userDb().pixCharges.put({ ...pixCharge(IN_AN_HOUR), orderId: 5 });
    api.setOnline(false);
    const sent = api.sent.length;
    await expect(storedPixCharge(5)).resolves.toMatchObject({ orderId: 5, emv: '00020126580014br.gov.bcb.pix' });
    expect(api.sent).toHaveLength(sent);
  });

  it('deletes an expired charge when read', async () => {
    await userDb().pixCharges.put({ ...pixCharge('2026-01-01T10:00:00Z'), orderId: 5 });
    await expect(storedPixCharge(5, Date.parse('2026-01-01T10:00:01Z'))).resolves.toBeUndefined();
    await vi.waitFor(async () => expect(await userDb().pixCharges.get(5)).toBeUndefined());
  });

  it('works as a live query, where Dexie refuses writes', async () => {
    await userDb().pixCharges.put({ ...pixCharge('2026-01-01T10:00:00Z'), orderId: 5 });
    const seen: unknown[] = [];
    const errors: unknown[] = [];
    const subscription = liveQuery(() => storedPixCharge(5, Date.parse('2026-01-01T10:00:01Z')))
      .subscribe({ next: (value) => seen.push(value), error: (error) => errors.push(error) });
    await vi.waitFor(async () => expect(await userDb().pixCharges.get(5)).toBeUndefined());
    subscription.unsubscribe();
    expect(errors).toEqual([]);
    expect(seen[0]).toBeUndefined();
  });
});

describe('loadOrderPayment', () => {
  it('reads the order’s payment from the server and keeps its ready charge on the device', async () => {
    await requestPixCharge(UNPAID, 'poll-1');
    api.server.clock.advance(5_000);
    const payment = await loadOrderPayment(UNPAID);
    expect(payment).toMatchObject({ orderId: UNPAID, partnerName: 'Distribuidora São Jorge', paid: false, cardPayment: null });
    expect(payment.pixCharge).toMatchObject({ ready: true, orderNumber: payment.orderNumber, receiverName: 'Distribuidora São Jorge' });
    expect(await userDb().pixCharges.get(UNPAID)).toEqual({ ...payment.pixCharge, orderId: UNPAID });
    expect(api.calls().filter((call) => call.includes('/pix/cob/'))).toEqual([`POST /pix/cob/${UNPAID}`]);
  });

  it('drops the stored charge when the server has none that can be paid', async () => {
    await userDb().pixCharges.put({ ...pixCharge(IN_AN_HOUR), orderId: UNPAID });
    await expect(loadOrderPayment(UNPAID)).resolves.toMatchObject({ pixCharge: null });
    expect(await userDb().pixCharges.count()).toBe(0);
  });

  it('rejects with the server’s 404 for an order that is not the customer’s', async () => {
    await expect(loadOrderPayment(999_999)).rejects.toMatchObject({ status: 404, message: 'Pedido 999999 não encontrado.' });
  });
});

describe('isPixPaid', () => {
  it('asks the status endpoint; once paid the stored charge is dropped', async () => {
    await requestPixCharge(UNPAID, 'poll-1');
    api.server.clock.advance(5_000);
    await requestPixCharge(UNPAID, 'poll-2');
    await expect(isPixPaid(UNPAID)).resolves.toBe(false);
    expect(await userDb().pixCharges.count()).toBe(1);
    expect((await api.call('POST', `/dev/pix/${UNPAID}/paid`)).status).toBe(204);
    await expect(isPixPaid(UNPAID)).resolves.toBe(true);
    expect(await userDb().pixCharges.count()).toBe(0);
  });
});

describe('card payment', () => {
  it('goes to the server with its Idempotency-Key and leaves no trace on the device', async () => {
    await refreshCart(1); // something in the user's database, so the dump below reads it
    const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));

    await expect(submitCardPayment(CARD, 'card-key-1')).resolves.toMatchObject({ orderId: UNPAID, status: 0 });
    api.server.clock.advance(5_000);
    await expect(cardPaymentStatus(UNPAID)).resolves.toMatchObject({ status: 1, currentPhaseMessage: 'Pagamento recusado pelo emissor do cartão.' });

    const post = api.sent.find((r) => r.method === 'POST' && r.path === '/cardpayment');
    expect(post?.headers.get('Idempotency-Key')).toBe('card-key-1');
    expect(JSON.parse(post!.body)).toEqual(CARD);
    const device = (await everythingInIndexedDb()) + JSON.stringify({ ...localStorage });
    expect(device).toContain('"status":"OPEN"'); // the dump did read the user's database (its cart)
    for (const secret of [CARD.cardNumber, CARD.holder, 'securityCode']) expect(device).not.toContain(secret);
    for (const log of logs) expect(JSON.stringify(log.mock.calls)).not.toContain(CARD.cardNumber);
  });

  it('is refused, not queued, when the server cannot be reached', async () => {
    api.setOnline(false);
    await expect(submitCardPayment(CARD, 'card-key-2')).rejects.toMatchObject({ kind: 'network' });
    expect(await everythingInIndexedDb()).not.toContain(CARD.cardNumber);
  });
});

