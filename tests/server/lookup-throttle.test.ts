// The public lookups that reveal customers answer 429 once a device or a network has made 30 in 15 minutes
// (docs/decisions/0108-throttled-public-lookups.md).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { call, COMPANY, DEVICE, testConfig, useServer, type TestResponse } from './helpers';
import { lookup, NEW_COMPANY } from './signup-helpers';

const s = useServer();
const MINUTE = 60_000;
const WAIT_15_MINUTES = { message: 'Muitas consultas a partir deste aparelho ou rede. Aguarde 15 minutos para consultar novamente.' };

const contacts = (deviceId = DEVICE) => call(s.app, 'GET', '/authentication/password-redefinition/code?username=esqueci.codigo', { deviceId });
const company = (deviceId = DEVICE) => call(s.app, 'GET', '/customer/cnpj/48392017000168', { deviceId });

/** A signup lookup from `address` (the connection's peer) with a device of its own. */
async function fromAddress(address: string): Promise<Response> {
  return s.app.request(
    `/api/ecommerce/user/signup/cnpj/${NEW_COMPANY.taxId}?partnerId=1`,
    { headers: { deviceId: randomUUID(), partner: '1' } },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

async function repeat(times: number, request: () => Promise<TestResponse | Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await request()).status);
  return statuses;
}

describe('throttled public lookups', () => {
  it('answers 30 signup lookups from one device, then 429 with how long to wait', async () => {
    expect(await repeat(30, () => lookup(s.app, NEW_COMPANY.taxId))).toEqual(Array(30).fill(200));
    const refused = await lookup(s.app, NEW_COMPANY.taxId);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(WAIT_15_MINUTES);
  });

  it('counts the company register and the recovery contacts with signup, per device', async () => {
    await repeat(10, () => lookup(s.app, NEW_COMPANY.taxId));
    await repeat(10, () => company());
    expect(await repeat(10, () => contacts())).toEqual(Array(10).fill(200));
    expect((await company()).status).toBe(429);
    expect((await contacts()).status).toBe(429);
    expect((await contacts(randomUUID())).status).toBe(200);
  });

  it('counts lookups per network across devices', async () => {
    expect(await repeat(30, () => fromAddress('::ffff:192.0.2.7'))).toEqual(Array(30).fill(200));
    expect((await fromAddress('192.0.2.7')).status).toBe(429);
    expect((await fromAddress('192.0.2.8')).status).toBe(200);
  });

  it('counts the address the trusted proxy saw', async () => {
    const behindProxy = createApp({ db: s.db, config: testConfig({ TRUST_PROXY: '1' }), clock: s.clock });
    const viaProxy = (address: string) =>
      call(behindProxy, 'GET', '/customer/cnpj/48392017000168', { deviceId: randomUUID(), headers: { 'X-Forwarded-For': address } });
    await repeat(30, () => viaProxy('203.0.113.4'));
    expect((await viaProxy('203.0.113.4')).status).toBe(429);
    expect((await viaProxy('203.0.113.5')).status).toBe(200);
  });

  it('answers again once the window has passed, and tells the time left meanwhile', async () => {
    await repeat(30, () => company());
    s.clock.advance(14 * MINUTE + 30_000);
    expect(await (await company()).json()).toEqual({
      message: 'Muitas consultas a partir deste aparelho ou rede. Aguarde 30 segundos para consultar novamente.',
    });
    s.clock.advance(30_000);
    expect((await company()).status).toBe(200);
  });

  it('keeps lookups and sign-ins apart: a device out of lookups still signs in', async () => {
    await repeat(31, () => company());
    const res = await call(s.app, 'POST', '/authentication', { body: { username: COMPANY.username, password: COMPANY.code, keepConnected: false } });
    expect(res.status).toBe(200);
  });
});

// Only a real PostgreSQL server runs requests at the same time (see concurrency.test.ts).
describe.runIf(process.env.DATABASE_URL)('throttled public lookups at the same moment (PostgreSQL)', () => {
  it('answers 30 of 60 lookups sent at once from one device', async () => {
    const statuses = (await Promise.all(Array.from({ length: 60 }, () => company()))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('answers 30 of 60 lookups sent at once from one network on 60 devices', async () => {
    const statuses = (await Promise.all(Array.from({ length: 60 }, () => fromAddress('198.51.100.3')))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });
});
