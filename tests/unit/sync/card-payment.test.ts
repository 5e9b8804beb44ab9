import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../../src/db/user-db';
import type { CardPaymentRequest } from '../../../src/domain/entities/payments';
import { cardPaymentStatus, submitCardPayment } from '../../../src/sync/card-payment';
import { refreshCart } from '../../../src/sync/refresh';
import { DEVICE_ID, json } from '../api/fetch-stub';
import { tokenFor } from './fixtures';
import { startOrderingServer, type OrderingServer } from './ordering-server';

const USER = 'card.tester';
const CARD: CardPaymentRequest = {
  cardNumber: '4000000000000002', holder: 'MARIA CARTAO TESTE', expirationDate: '12/2031', securityCode: '731', refererId: 5,
};
let server: OrderingServer;

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
  localStorage.clear();
  localStorage.setItem('deviceId', DEVICE_ID);
  localStorage.setItem('token', tokenFor(USER));
  localStorage.setItem('partner', '1');
  server = startOrderingServer();
  await refreshCart(1);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await deleteUserDb(USER);
});

describe('card payment', () => {
  it('goes to the server with its Idempotency-Key and leaves no trace on the device', async () => {
    const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
    server.answers.set('GET /cardpayment/5', () => json(200, { id: 1, orderId: 5, status: 1, currentPhaseMessage: 'Pagamento recusado pelo emissor do cartão.' }));

    await expect(submitCardPayment(CARD, 'card-key-1')).resolves.toMatchObject({ orderId: 5, status: 0 });
    await expect(cardPaymentStatus(5)).resolves.toMatchObject({ status: 1, currentPhaseMessage: 'Pagamento recusado pelo emissor do cartão.' });

    expect(server.calls.slice(1)).toEqual([
      { call: 'POST /cardpayment', key: 'card-key-1', body: CARD },
      { call: 'GET /cardpayment/5', key: null, body: undefined },
    ]);
    const device = (await everythingInIndexedDb()) + JSON.stringify({ ...localStorage });
    expect(device).toContain('"status":"OPEN"'); // the dump did read the user's database (its cart)
    for (const secret of [CARD.cardNumber, CARD.holder, 'securityCode']) expect(device).not.toContain(secret);
    for (const log of logs) expect(JSON.stringify(log.mock.calls)).not.toContain(CARD.cardNumber);
  });

  it('is refused, not queued, when the server cannot be reached', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.answers.set('POST /cardpayment', () => { throw new TypeError('Failed to fetch'); });
    await expect(submitCardPayment(CARD, 'card-key-2')).rejects.toMatchObject({ kind: 'network' });
    expect(await everythingInIndexedDb()).not.toContain(CARD.cardNumber);
  });
});
