// The outbox worker (server/src/messaging/message-worker.ts) against a local stand-in of the WhatsApp Cloud API:
// what it sends, retries while the provider is down, refusals, giving up, and never sending a message twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPg, type Db } from '../../server/src/db/client';
import { claimDueMessages, listMessages, type ClaimedMessage } from '../../server/src/db/queries/messages';
import { startMessageWorker, type MessageWorker } from '../../server/src/messaging/message-worker';
import { sendMessage } from '../../server/src/messaging/send-message';
import type { Transport } from '../../server/src/messaging/transport';
import { messageTransports } from '../../server/src/messaging/transports';
import { testConfig, useServer } from './helpers';
import { whatsappStandIn, type StandIn } from './whatsapp-stand-in';

const s = useServer();
const PHONE = '11991234567';
const TEXT = 'Balcão: Olá! Para ativar seu cadastro, abra este link (válido por 24 horas, uso único): http://localhost:8080/activation?token=abc';
let standIn: StandIn;
const workers: MessageWorker[] = [];

function whatsappConfig() {
  return testConfig({ WHATSAPP_TOKEN: 'token-secreto', WHATSAPP_PHONE_NUMBER_ID: '100200300', WHATSAPP_TEMPLATE: 'balcao_mensagem', WHATSAPP_API_URL: standIn.url });
}

/** No jitter (random 1): retries come after exactly 30 s, 60 s, 120 s… */
function worker(options: { db?: Db; transports?: ReturnType<typeof messageTransports>; pollMs?: number } = {}): MessageWorker {
  const started = startMessageWorker({
    db: options.db ?? s.db,
    clock: s.clock,
    transports: options.transports ?? messageTransports(whatsappConfig().messaging),
    pollMs: options.pollMs ?? 0,
    random: () => 1,
  });
  workers.push(started);
  return started;
}

const queue = (text = TEXT, channel: 'whatsapp' | 'sms' | 'email' = 'whatsapp') => sendMessage(s.db, { recipient: PHONE, channel, text }, s.clock.now());
const stored = async () => (await listMessages(s.db, { limit: 200 })).reverse();

beforeEach(async () => {
  standIn = await whatsappStandIn();
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await standIn.down();
});

describe('the message worker', () => {
  it('sends a WhatsApp template message to the Cloud API: path, bearer token and JSON body, and records the id it answers', async () => {
    await queue();
    await worker().drain();
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v21.0/100200300/messages', authorization: 'Bearer token-secreto' });
    expect(request.contentType).toMatch(/^application\/json/);
    const [message] = await stored();
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: `55${PHONE}`,
      type: 'template',
      template: { name: 'balcao_mensagem', language: { code: 'pt_BR' }, components: [{ type: 'body', parameters: [{ type: 'text', text: TEXT }] }] },
      biz_opaque_callback_data: `balcao-message-${message.id}`,
    });
    expect(message).toMatchObject({ status: 'sent', attempts: 1, providerId: 'wamid.teste-1', sentAt: s.clock.now().toISOString(), lastError: null });
  });

  it('sends an SMS through Zenvia: its path, X-API-TOKEN and JSON body, and records the id it answers', async () => {
    const config = testConfig({ SMS_API_TOKEN: 'token-zenvia', SMS_FROM: 'balcao', SMS_API_URL: `${standIn.origin}/v2/channels/sms/messages` });
    standIn.answerNext({ status: 200, body: { id: 'zenvia-1', from: 'balcao', to: `55${PHONE}`, direction: 'OUT', channel: 'sms', contents: [] } });
    await queue('Balcão: seu código para redefinir a senha é 123456.', 'sms');
    await worker({ transports: messageTransports(config.messaging) }).drain();
    expect(standIn.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v2/channels/sms/messages',
        apiToken: 'token-zenvia',
        body: { from: 'balcao', to: `55${PHONE}`, contents: [{ type: 'text', text: 'Balcão: seu código para redefinir a senha é 123456.' }] },
      }),
    ]);
    expect((await stored())[0]).toMatchObject({ status: 'sent', providerId: 'zenvia-1' });
  });

  it('retries a provider that is down (connection refused, then 503) with growing delays, and delivers once it is back, once', async () => {
    await standIn.down();
    await queue();
    const w = worker();
    await w.drain();
    let [message] = await stored();
    expect(message).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(message.nextAttemptAt).toBe(new Date(s.clock.now().getTime() + 30_000).toISOString());

    await w.drain(); // not due yet
    expect((await stored())[0].attempts).toBe(1);

    await standIn.up();
    standIn.answerNext({ status: 503, body: { error: { message: 'Service temporarily unavailable' } } });
    s.clock.advance(30_000);
    await w.drain();
    [message] = await stored();
    expect(message).toMatchObject({ status: 'pending', attempts: 2, lastError: 'HTTP 503: Service temporarily unavailable' });
    expect(message.nextAttemptAt).toBe(new Date(s.clock.now().getTime() + 60_000).toISOString());

    s.clock.advance(60_000);
    await w.drain();
    s.clock.advance(60 * 60_000);
    await w.drain();
    expect(await stored()).toEqual([expect.objectContaining({ status: 'sent', attempts: 3, providerId: 'wamid.teste-1' })]);
    expect(standIn.requests).toHaveLength(2); // the 503 and the delivery
  });

  it('answers 429 as "try later", like a 5xx', async () => {
    standIn.answerNext({ status: 429, body: { error: { message: 'Rate limit hit' } } });
    await queue();
    await worker().drain();
    expect((await stored())[0]).toMatchObject({ status: 'pending', lastError: 'HTTP 429: Rate limit hit' });
  });

  it('fails a message the provider refuses (4xx) at once, keeps it and shows why in /dev/inbox', async () => {
    standIn.answerNext({ status: 400, body: { error: { message: '(#132001) Template name does not exist in the translation' } } });
    await queue();
    const w = worker();
    await w.drain();
    s.clock.advance(24 * 60 * 60_000);
    await w.drain();
    expect(standIn.requests).toHaveLength(1);
    expect((await stored())[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: 'HTTP 400: (#132001) Template name does not exist in the translation' });
    const html = await (await s.app.request('/dev/inbox')).text();
    expect(html).toContain('<p class="state">Falhou: HTTP 400: (#132001) Template name does not exist in the translation</p>');
  });

  it('gives a message up (failed) when it could not be delivered within 24 hours', async () => {
    await standIn.down();
    await queue();
    const w = worker();
    for (let hour = 0; hour <= 25; hour++) {
      await w.drain();
      s.clock.advance(60 * 60_000);
    }
    const [message] = await stored();
    expect(message).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(message.attempts).toBeGreaterThan(5);
    expect(message.attempts).toBeLessThan(30); // backoff, capped at an hour
  });

  it('keeps a message of a channel without transport in the development inbox, never "sent"', async () => {
    await queue('Balcão: seu código para redefinir a senha é 123456.', 'sms');
    await worker().drain();
    expect(standIn.requests).toHaveLength(0);
    expect((await stored())[0]).toMatchObject({ status: 'inbox', sentAt: null, providerId: null });
  });

  it('sends nothing for work that was rolled back', async () => {
    const failing = s.db.transaction(async (tx) => {
      await sendMessage(tx, { recipient: PHONE, channel: 'whatsapp', text: TEXT }, s.clock.now());
      throw new Error('cadastro desfeito');
    });
    await expect(failing).rejects.toThrow('cadastro desfeito');
    await worker().drain();
    expect(standIn.requests).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  it('is woken by its timer, and stopping it leaves no timer behind', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const w = worker({ pollMs: 10_000 });
      await queue();
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(10_000);
      await vi.waitFor(async () => expect((await stored())[0].status).toBe('sent'));
      await w.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never sends one message twice when several workers (API instances, each with its own pool) share the database', async () => {
    const pools = s.databaseUrl ? [openPg(s.databaseUrl), openPg(s.databaseUrl), openPg(s.databaseUrl)] : [];
    try {
      const deliveries = new Map<number, number>();
      const transport: Transport = {
        async deliver(message) {
          deliveries.set(message.id, (deliveries.get(message.id) ?? 0) + 1);
          await new Promise((resolve) => setImmediate(resolve)); // the other workers claim meanwhile
          return { providerId: `id-${message.id}` };
        },
      };
      for (let i = 0; i < 120; i++) await queue(`mensagem ${i}`);
      const all = [s.db, ...pools].map((db) => worker({ db, transports: { whatsapp: transport } }));
      await Promise.all(all.flatMap((w) => [w.drain(), w.drain()]));
      const messages = await stored();
      expect(messages).toHaveLength(120);
      expect(messages.filter((message) => message.status !== 'sent' || message.attempts !== 1)).toEqual([]);
      expect([...deliveries.values()]).toEqual(Array(120).fill(1));
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });

  // PGlite runs one transaction at a time: only PostgreSQL can hold a claim open while another is made.
  it.runIf(process.env.DATABASE_URL)('claims past the rows another worker is claiming, without waiting for it (PostgreSQL)', async () => {
    for (let i = 0; i < 20; i++) await queue(`mensagem ${i}`);
    const other = openPg(s.databaseUrl!);
    const now = s.clock.now();
    const lease = new Date(now.getTime() + 60_000);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: ClaimedMessage[] | undefined;
    try {
      const claiming = s.db.transaction(async (tx) => {
        first = await claimDueMessages(tx, now, lease, 10);
        await held; // its transaction stays open: the rows stay locked
      });
      await vi.waitFor(() => expect(first).toHaveLength(10));
      const second = await claimDueMessages(other, now, lease, 10);
      release();
      await claiming;
      const ids = [...first!, ...second].map((message) => message.id);
      expect(second).toHaveLength(10);
      expect(new Set(ids).size).toBe(20);
    } finally {
      release();
      await other.close();
    }
  });
});
