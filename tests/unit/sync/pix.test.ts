import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb, userDb } from '../../../src/db/user-db';
import { isPixPaid, requestPixCharge, storedPixCharge } from '../../../src/sync/pix';
import { DEVICE_ID, json } from '../api/fetch-stub';
import { pixCharge, tokenFor } from './fixtures';
import { startOrderingServer, type OrderingServer } from './ordering-server';

const USER = 'pix.tester';
const IN_AN_HOUR = new Date(Date.now() + 3_600_000).toISOString();
let server: OrderingServer;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('deviceId', DEVICE_ID);
  localStorage.setItem('token', tokenFor(USER));
  localStorage.setItem('partner', '1');
  server = startOrderingServer();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteUserDb(USER);
});

describe('requestPixCharge', () => {
  it('stores nothing while generating, then stores the ready charge with its order id', async () => {
    server.pix = pixCharge(IN_AN_HOUR, { ready: false, qrcode: '', emv: '', currentStatusGeneration: 'Gerando' });
    await expect(requestPixCharge(5, 'poll-1')).resolves.toMatchObject({ ready: false });
    expect(await userDb().pixCharges.count()).toBe(0);

    server.pix = pixCharge(IN_AN_HOUR);
    await requestPixCharge(5, 'poll-2');
    expect(await userDb().pixCharges.get(5)).toEqual({ ...pixCharge(IN_AN_HOUR), orderId: 5 });
    expect(server.calls.map(({ call, key }) => [call, key])).toEqual([['POST /pix/cob/5', 'poll-1'], ['POST /pix/cob/5', 'poll-2']]);
  });

  it('rejects with the server message (424 instability)', async () => {
    server.answers.set('POST /pix/cob/5', () => json(424, { message: 'Instabilidade temporária.' }));
    await expect(requestPixCharge(5, 'k')).rejects.toMatchObject({ status: 424, message: 'Instabilidade temporária.' });
  });
});

describe('storedPixCharge', () => {
  it('reads a charge that has not expired, offline too', async () => {
    await userDb().pixCharges.put({ ...pixCharge(IN_AN_HOUR), orderId: 5 });
    await expect(storedPixCharge(5)).resolves.toMatchObject({ orderId: 5, emv: '00020126580014br.gov.bcb.pix' });
    expect(server.calls).toEqual([]);
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

describe('isPixPaid', () => {
  it('asks the status endpoint; once paid the stored charge is dropped', async () => {
    await userDb().pixCharges.put({ ...pixCharge(IN_AN_HOUR), orderId: 5 });
    await expect(isPixPaid(5)).resolves.toBe(false);
    expect(await userDb().pixCharges.count()).toBe(1);
    server.pixPaid = true;
    await expect(isPixPaid(5)).resolves.toBe(true);
    expect(await userDb().pixCharges.count()).toBe(0);
    expect(server.calls.map(({ call }) => call)).toEqual(['GET /pix/payment/status/5', 'GET /pix/payment/status/5']);
  });
});
