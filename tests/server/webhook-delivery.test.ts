// Webhooks out, end to end on the server: events queued in the transactions of the changes, delivered by the worker to
// a receiver that verifies them with the Standard Webhooks reference library, retried while it is down, given up after
// 24 hours, never sent twice by two workers, replayed on request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPg, type Db } from '../../server/src/db/client';
import { claimDueDeliveries } from '../../server/src/db/queries/webhook-deliveries';
import { recordWebhookEvent } from '../../server/src/webhooks/record-webhook-event';
import { WEBHOOK_EVENTS, type WebhookEventType } from '../../server/src/webhooks/webhook-events';
import { startWebhookWorker, type WebhookWorker } from '../../server/src/webhooks/webhook-worker';
import { call, COMPANY, login, useServer } from './helpers';
import { integration, PARTNER_1_TOKEN, PARTNER_2_TOKEN } from './integration-helpers';
import { fillCart, orderBody, orderWithStatus, placeOrder } from './ordering-helpers';
import { startReceiver, type Receiver } from './webhook-receiver';

const s = useServer({ WEBHOOKS_ALLOW_LOCAL: '1' });
const HOUR = 60 * 60_000;
let receiver: Receiver;
const workers: WebhookWorker[] = [];
let second: Db | undefined;

/** No jitter (random 1): retries come after exactly 30 s, 60 s, 120 s… up to 1 h. */
function worker(db: Db = s.db): WebhookWorker {
  const started = startWebhookWorker({ db, clock: s.clock, signingKey: s.config.webhookSigningKey, allowLocal: true, pollMs: 0, random: () => 1 });
  workers.push(started);
  return started;
}

async function subscribe(events: readonly WebhookEventType[] = WEBHOOK_EVENTS, token = PARTNER_1_TOKEN): Promise<{ id: number; secret: string }> {
  const res = await integration(s.app, 'POST', '/webhooks', { token, body: { url: receiver.url, events } });
  expect(res.status).toBe(201);
  const created = await res.json();
  receiver.useSecret(created.secret);
  return created;
}

const queue = (data: unknown, type: WebhookEventType = 'order.placed', partnerId = 1) =>
  s.db.transaction((tx) => recordWebhookEvent(tx, partnerId, type, data, s.clock.now()));

async function deliveries(endpointId: number, token = PARTNER_1_TOKEN): Promise<any[]> {
  const res = await integration(s.app, 'GET', `/webhooks/${endpointId}/deliveries?limit=100`, { token });
  expect(res.status).toBe(200);
  return res.json();
}

/** Moves the clock to the next pending attempt; false when none is pending. */
async function toNextAttempt(): Promise<boolean> {
  const [{ next }] = await s.db.query<{ next: Date | null }>(`SELECT min(next_attempt_at) AS next FROM webhook_deliveries WHERE status = 'pending'`);
  if (!next) return false;
  s.clock.current = new Date(Math.max(s.clock.now().getTime(), new Date(next).getTime()));
  return true;
}

const payloads = () => receiver.received.map((r) => r.verified);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  receiver = await startReceiver(() => s.clock.now());
  second = s.databaseUrl ? openPg(s.databaseUrl) : undefined;
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await receiver.close();
  await second?.close();
  second = undefined;
  vi.useRealTimers();
});

describe('webhook delivery', () => {
  it('signs a placed order as Standard Webhooks says: the reference library verifies it, the payload is { type, timestamp, data }', async () => {
    await subscribe();
    const token = await login(s.app, COMPANY);
    const placed = await placeOrder(s.app, token, orderBody(await fillCart(s.app, token, 1)));
    expect(placed.status).toBe(201);
    const { orderId, number } = await placed.json();
    await worker().drain();

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    expect(request.headers['webhook-timestamp']).toBe(String(Math.floor(s.clock.now().getTime() / 1000)));
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.verified).toEqual({
      type: 'order.placed',
      timestamp: s.clock.now().toISOString(),
      data: {
        order: expect.objectContaining({
          id: orderId, number, status: 'Em análise', customer: expect.objectContaining({ taxId: COMPANY.username }),
          totals: expect.objectContaining({ total: expect.any(Number), items: expect.any(Number) }), paidAt: null,
        }),
      },
    });
  });

  it('a receiver that refuses the signature (another secret) is answered as a failure and retried', async () => {
    const { id } = await subscribe(['order.placed']);
    receiver.useSecret(`whsec_${Buffer.alloc(32, 7).toString('base64')}`);
    await queue({ n: 1 });
    await worker().drain();
    expect(receiver.received[0].verified).toEqual({ error: 'No matching signature found' });
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 401' });
  });

  it('a receiver down for an hour gets each event once it is back, exactly once', async () => {
    const { id } = await subscribe(['order.placed']);
    await receiver.down();
    for (let n = 1; n <= 3; n++) await queue({ n });
    const w = worker();
    await w.drain();
    const downUntil = s.clock.now().getTime() + HOUR;
    while ((await toNextAttempt()) && s.clock.now().getTime() < downUntil) await w.drain();
    expect(receiver.received).toHaveLength(0);
    const failing = await deliveries(id);
    expect(failing.every((d) => d.status === 'pending' && d.attempts >= 7 && /ECONNREFUSED/.test(d.lastError))).toBe(true);

    await receiver.up();
    await toNextAttempt();
    await w.drain();
    expect(payloads().map((p) => ('data' in p ? p.data.n : p.error)).sort()).toEqual([1, 2, 3]);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(3);
    s.clock.advance(48 * HOUR);
    await w.drain();
    expect(receiver.received).toHaveLength(3);
    expect((await deliveries(id)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('logs each attempt: no status code while nobody answers, then the receiver’s', async () => {
    const { id } = await subscribe(['order.placed']);
    await receiver.down();
    await queue({ n: 1 });
    const w = worker();
    await w.drain();
    await receiver.up();
    receiver.answer(503, { body: 'em manutenção' });
    await toNextAttempt();
    await w.drain();
    receiver.answer(204);
    await toNextAttempt();
    await w.drain();
    const [{ id: deliveryId }] = await deliveries(id);
    const detail = await (await integration(s.app, 'GET', `/webhooks/${id}/deliveries/${deliveryId}`, { token: PARTNER_1_TOKEN })).json();
    expect(detail).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(detail.attemptLog).toEqual([
      { attempt: 1, at: expect.any(String), durationMs: expect.any(Number), statusCode: null, error: expect.stringContaining('ECONNREFUSED') },
      { attempt: 2, at: expect.any(String), durationMs: expect.any(Number), statusCode: 503, error: 'HTTP 503: em manutenção' },
      { attempt: 3, at: expect.any(String), durationMs: expect.any(Number), statusCode: 204, error: null },
    ]);
    expect(new Date(detail.attemptLog[1].at).getTime() - new Date(detail.attemptLog[0].at).getTime()).toBe(30_000);
    expect(new Date(detail.attemptLog[2].at).getTime() - new Date(detail.attemptLog[1].at).getTime()).toBe(60_000);
  });

  it('stops retrying after 24 hours: the delivery is failed and nothing more is sent', async () => {
    const { id } = await subscribe(['order.placed']);
    receiver.answer(500);
    await queue({ n: 1 });
    const createdAt = s.clock.now().getTime();
    const w = worker();
    await w.drain();
    while (await toNextAttempt()) await w.drain();
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null, lastError: 'HTTP 500' });
    const detail = await (await integration(s.app, 'GET', `/webhooks/${id}/deliveries/${delivery.id}`, { token: PARTNER_1_TOKEN })).json();
    const times = detail.attemptLog.map((a: { at: string }) => new Date(a.at).getTime() - createdAt);
    expect(times.at(-2)).toBeLessThan(24 * HOUR);
    expect(times.at(-1)).toBeGreaterThanOrEqual(24 * HOUR);
    expect(times.at(-1)).toBeLessThan(25 * HOUR);
    expect(receiver.received).toHaveLength(detail.attemptLog.length);
    s.clock.advance(72 * HOUR);
    await w.drain();
    expect(receiver.received).toHaveLength(detail.attemptLog.length);
  });

  it('does not follow a redirect: the 3xx is the attempt’s answer, and it is retried', async () => {
    const { id } = await subscribe(['order.placed']);
    receiver.answer(307, { headers: { Location: `${receiver.url}/outra` } });
    await queue({ n: 1 });
    await worker().drain();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'pending', lastError: 'HTTP 307' });
  });

  it('reads at most 1 KB of an answer', async () => {
    const { id } = await subscribe(['order.placed']);
    receiver.answer(500, { body: 'x'.repeat(2_000_000) });
    await queue({ n: 1 });
    await worker().drain();
    const [delivery] = await deliveries(id);
    expect(delivery.lastError).toMatch(/^HTTP 500: x{200}$/);
  });

  it('two workers on two connection pools never both send a delivery', async () => {
    await subscribe(['order.placed']);
    receiver.answer(200, { delayMs: 5 });
    for (let n = 0; n < 40; n++) await queue({ n });
    await Promise.all([worker().drain(), worker(second ?? s.db).drain(), worker(second ?? s.db).drain()]);
    expect(receiver.received).toHaveLength(40);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(40);
    const [{ attempts }] = await s.db.query<{ attempts: number }>('SELECT sum(attempts)::int AS attempts FROM webhook_deliveries');
    expect(attempts).toBe(40);
  });

  it('claims running at once on two connection pools never take the same delivery', async () => {
    await subscribe(['order.placed']);
    for (let n = 0; n < 60; n++) await queue({ n });
    const now = s.clock.now();
    const lease = new Date(now.getTime() + 60_000);
    const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => claimDueDeliveries(i % 2 === 0 ? s.db : (second ?? s.db), now, lease, 5)));
    const ids = claims.flat().map((d) => d.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });

  it('a disabled endpoint is sent nothing, and no delivery is queued for it', async () => {
    const { id } = await subscribe(['order.placed']);
    expect((await integration(s.app, 'PATCH', `/webhooks/${id}`, { token: PARTNER_1_TOKEN, body: { enabled: false } })).status).toBe(200);
    await queue({ n: 1 });
    await worker().drain();
    expect(receiver.received).toHaveLength(0);
    expect(await deliveries(id)).toEqual([]);
  });

  it('a delivery queued before its endpoint was disabled waits, and goes once it is enabled again', async () => {
    const { id } = await subscribe(['order.placed']);
    await queue({ n: 1 });
    await integration(s.app, 'PATCH', `/webhooks/${id}`, { token: PARTNER_1_TOKEN, body: { enabled: false } });
    const w = worker();
    await w.drain();
    expect(receiver.received).toHaveLength(0);
    await integration(s.app, 'PATCH', `/webhooks/${id}`, { token: PARTNER_1_TOKEN, body: { enabled: true } });
    await w.drain();
    expect(receiver.received).toHaveLength(1);
  });

  it('replays a delivery with the same webhook-id and body, signed anew; another partner can neither list nor replay it', async () => {
    const { id } = await subscribe(['order.placed']);
    await queue({ n: 1 });
    const w = worker();
    await w.drain();
    const [delivery] = await deliveries(id);
    const replayPath = `/webhooks/${id}/deliveries/${delivery.id}/replay`;

    expect((await integration(s.app, 'POST', replayPath, { token: PARTNER_2_TOKEN })).status).toBe(404);
    expect((await integration(s.app, 'GET', `/webhooks/${id}/deliveries`, { token: PARTNER_2_TOKEN })).status).toBe(404);
    expect((await integration(s.app, 'GET', `/webhooks/${id}/deliveries/${delivery.id}`, { token: PARTNER_2_TOKEN })).status).toBe(404);

    s.clock.advance(HOUR);
    const replayed = await integration(s.app, 'POST', replayPath, { token: PARTNER_1_TOKEN });
    expect(replayed.status).toBe(202);
    expect(await replayed.json()).toMatchObject({ id: delivery.id, status: 'pending', attempts: 1 });
    const again = await integration(s.app, 'POST', replayPath, { token: PARTNER_1_TOKEN });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Esta entrega ainda está na fila: ela será enviada sem precisar reenviar.');
    await w.drain();

    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second.id).toBe(first.id);
    expect(second.body).toBe(first.body);
    expect(second.headers['webhook-timestamp']).not.toBe(first.headers['webhook-timestamp']);
    expect('error' in second.verified).toBe(false);
    expect((await deliveries(id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('sends an event only to the endpoints of its partner subscribed to its type', async () => {
    await subscribe(['order.cancelled']);
    await queue({ n: 1 }, 'order.placed');
    await queue({ n: 2 }, 'order.cancelled', 2);
    await queue({ n: 3 }, 'order.cancelled');
    await worker().drain();
    expect(payloads()).toEqual([expect.objectContaining({ type: 'order.cancelled', data: { n: 3 } })]);
  });

  it('queues nothing when the change rolls back', async () => {
    const { id } = await subscribe(['order.placed']);
    await expect(
      s.db.transaction(async (tx) => {
        await recordWebhookEvent(tx, 1, 'order.placed', { n: 1 }, s.clock.now());
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    expect(await deliveries(id)).toEqual([]);
  });
});

describe('the events of the changes', () => {
  async function typesReceived(): Promise<string[]> {
    await worker().drain();
    return payloads().map((p) => ('type' in p ? p.type : p.error));
  }

  it('order.changed on a status change, with the previous status', async () => {
    await subscribe(['order.changed']);
    const token = await login(s.app, COMPANY);
    const order = await orderWithStatus(s.app, token, 'Em análise');
    expect((await call(s.app, 'POST', `/dev/orders/${order.id}/status`, { token, body: { status: 'Separado' } })).status).toBe(204);
    expect(await typesReceived()).toEqual(['order.changed']);
    expect(payloads()[0]).toMatchObject({ data: { order: { id: order.id, status: 'Separado' }, previousStatus: 'Em análise' } });
  });

  it('order.cancelled when the customer cancels', async () => {
    await subscribe(['order.cancelled', 'order.changed']);
    const token = await login(s.app, COMPANY);
    const order = await orderWithStatus(s.app, token, 'Em análise');
    expect((await call(s.app, 'DELETE', `/v2/orders/${order.id}`, { token })).status).toBe(204);
    expect(await typesReceived()).toEqual(['order.cancelled']);
    expect(payloads()[0]).toMatchObject({ data: { order: { id: order.id, status: 'Cancelado' }, cancelledBy: 'customer' } });
  });

  it('order.changed, not order.placed, when an order is edited', async () => {
    await subscribe(['order.placed', 'order.changed']);
    const token = await login(s.app, COMPANY);
    const order = await orderWithStatus(s.app, token, 'Em análise');
    const edit = await call(s.app, 'PUT', `/v2/orders/${order.id}/enableEdit`, { token });
    expect(edit.status).toBe(200);
    const cart = await edit.json();
    expect((await placeOrder(s.app, token, orderBody(cart))).status).toBe(201);
    expect(await typesReceived()).toEqual(['order.changed']);
  });

  it('payment.received when a PIX charge is paid', async () => {
    await subscribe(['payment.received']);
    const token = await login(s.app, COMPANY);
    const order = await orderWithStatus(s.app, token, 'Pendente');
    expect((await call(s.app, 'POST', `/pix/cob/${order.id}`, { token, headers: { 'Idempotency-Key': 'pix-webhook' } })).status).toBeLessThan(300);
    expect((await call(s.app, 'POST', `/dev/pix/${order.id}/paid`, { token })).status).toBe(204);
    expect(await typesReceived()).toEqual(['payment.received']);
    expect(payloads()[0]).toMatchObject({ data: { order: { id: order.id, paidAt: s.clock.now().toISOString() }, payment: { method: 'pix' } } });
  });

  it('customer.signup_requested when a customer in signup asks the partner to register a contact', async () => {
    await subscribe(['customer.signup_requested']);
    const body = { customerId: 101, partnerId: 1, phone: '11955554444', customerContact: 'Joana' };
    expect((await call(s.app, 'POST', '/user/signup/contact', { partner: 1, body })).status).toBe(200);
    expect(await typesReceived()).toEqual(['customer.signup_requested']);
    expect(payloads()[0]).toMatchObject({
      data: { customer: { id: 101, taxId: '27183456000190' }, contact: { name: 'Joana', phone: '11955554444' } },
    });
  });
});
