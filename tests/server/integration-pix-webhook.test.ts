// The PSP's PIX notification (issue 30, Payments → PIX confirmation): POST /api/integration/v1/webhook/{secret}/pix in
// the API Pix's format, authenticated by PIX_WEBHOOK_SECRET in its path, idempotent by endToEndId.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/entities/orders';
import { readConfig } from '../../server/src/config';
import { createApp } from '../../server/src/app';
import { call, COMPANY, login, PRODUCTION_ENV, useServer } from './helpers';
import { integration } from './integration-helpers';
import { orderWithStatus } from './ordering-helpers';
import { endToEndId, issuedCharge, orderPayment, recordedPix, type IssuedCharge } from './pix-helpers';

const SECRET = 'segredo-do-webhook-pix-de-teste-0123456789';
const s = useServer({ PIX_WEBHOOK_SECRET: SECRET });

const notify = (body: unknown, secret = SECRET, address?: string) => integration(s.app, 'POST', `/webhook/${secret}/pix`, { body, address });

let token: string;
let order: Order;
let charge: IssuedCharge;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
  order = await orderWithStatus(s.app, token, 'Pendente');
  expect((await call(s.app, 'POST', `/pix/cob/${order.id}`, { token, headers: { 'Idempotency-Key': crypto.randomUUID() } })).status).toBe(200);
  charge = await issuedCharge(s.db, order.id);
});

/** One Pix of the notification, paying the order's charge in full unless `overrides` say otherwise. */
const pix = (n: number, overrides: Record<string, unknown> = {}) => ({
  endToEndId: endToEndId(n), txid: charge.txid, valor: charge.valor, horario: '2026-12-07T13:15:00.358Z', infoPagador: 'Pedido', ...overrides,
});
const isAlreadyPaid = async () => (await (await call(s.app, 'GET', `/pix/payment/status/${order.id}`, { token })).json()).isAlreadyPaid;

describe('POST /api/integration/v1/webhook/{secret}/pix', () => {
  it('confirms the charged order and answers 200 with what each Pix did; the app then reads it paid', async () => {
    const res = await notify({ pix: [pix(1)] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ pix: [{ endToEndId: endToEndId(1), result: 'confirmed' }] });
    expect(await isAlreadyPaid()).toBe(true);
  });

  it('answers the same notification twice with 200, the second as a duplicate that changes nothing', async () => {
    await notify({ pix: [pix(1)] });
    const paid = await orderPayment(s.db, order.id);
    const again = await notify({ pix: [pix(1)] });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ pix: [{ endToEndId: endToEndId(1), result: 'duplicate' }] });
    expect(await orderPayment(s.db, order.id)).toEqual(paid);
    expect(await recordedPix(s.db)).toHaveLength(1);
  });

  it('records a payment of another amount and leaves the order unpaid', async () => {
    const res = await notify({ pix: [pix(1, { valor: '0.01' })] });
    expect(await res.json()).toEqual({ pix: [{ endToEndId: endToEndId(1), result: 'amount-mismatch' }] });
    expect(await isAlreadyPaid()).toBe(false);
    expect(await recordedPix(s.db)).toEqual([{ end_to_end_id: endToEndId(1), order_id: order.id, outcome: 'amount-mismatch', amount: '0.01' }]);
  });

  it('records a Pix of an unknown txid, and still confirms the others of the notification', async () => {
    const res = await notify({ pix: [pix(1, { txid: 'DESCONHECIDO0001' }), pix(2)] });
    expect(await res.json()).toEqual({ pix: [{ endToEndId: endToEndId(1), result: 'unknown-txid' }, { endToEndId: endToEndId(2), result: 'confirmed' }] });
    expect((await recordedPix(s.db)).map(({ order_id, outcome }) => ({ order_id, outcome }))).toEqual([
      { order_id: null, outcome: 'unknown-txid' },
      { order_id: order.id, outcome: 'confirmed' },
    ]);
  });

  it('accepts a horario with an offset and fields it does not use', async () => {
    const res = await notify({ pix: [pix(1, { horario: '2026-12-07T10:15:00-03:00', chave: 'pix@balcao.example', devolucoes: [] })] });
    expect(await res.json()).toEqual({ pix: [{ endToEndId: endToEndId(1), result: 'confirmed' }] });
  });

  it('answers 401 with a message to a wrong secret, and confirms nothing', async () => {
    const res = await notify({ pix: [pix(1)] }, `${SECRET}x`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Segredo do webhook PIX inválido.' });
    expect(await isAlreadyPaid()).toBe(false);
    expect(await recordedPix(s.db)).toEqual([]);
  });

  it('throttles wrong secrets from one network as wrong tokens are', async () => {
    for (let i = 0; i < 30; i++) expect((await notify({ pix: [pix(1)] }, 'errado', '198.51.100.9')).status).toBe(401);
    expect((await notify({ pix: [pix(1)] }, 'errado', '198.51.100.9')).status).toBe(429);
  });

  it('is not found without the secret in its path', async () => {
    const res = await integration(s.app, 'POST', '/webhook/pix', { body: { pix: [pix(1)] } });
    expect(res.status).toBe(404);
    expect(await isAlreadyPaid()).toBe(false);
  });

  it('answers 404 with a message while PIX_WEBHOOK_SECRET is not configured', async () => {
    const unconfigured = createApp({ db: s.db, config: { ...s.config, pixWebhookSecret: null }, clock: s.clock });
    const res = await integration(unconfigured, 'POST', `/webhook/${SECRET}/pix`, { body: { pix: [pix(1)] } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'O webhook PIX não está configurado: defina PIX_WEBHOOK_SECRET no servidor.' });
  });

  const malformed: [string, unknown, string][] = [
    ['a body that is not JSON', '{"pix": [', 'Corpo da requisição inválido.'],
    ['a body that is not an object', [], 'Corpo inválido: envie { "pix": [ ... ] }.'],
    ['no list', {}, 'Informe a lista "pix".'],
    ['an empty list', { pix: [] }, 'A lista "pix" está vazia.'],
    ['an item that is not an object', { pix: ['E1'] }, 'Cada item de "pix" deve ser um objeto.'],
    ['no endToEndId', { pix: [{ txid: 'ABC', valor: '1.00', horario: '2026-12-07T13:15:00Z' }] }, 'Informe o endToEndId de cada Pix.'],
    ['an endToEndId of 31 characters', { pix: [{ endToEndId: endToEndId(1).slice(1), valor: '1.00', horario: '2026-12-07T13:15:00Z' }] }, 'endToEndId inválido: são 32 letras ou dígitos.'],
    ['an endToEndId with a symbol', { pix: [{ endToEndId: `${endToEndId(1).slice(1)}-`, valor: '1.00', horario: '2026-12-07T13:15:00Z' }] }, 'endToEndId inválido: são 32 letras ou dígitos.'],
    ['a txid of 36 characters', { pix: [{ endToEndId: endToEndId(1), txid: 'A'.repeat(36), valor: '1.00', horario: '2026-12-07T13:15:00Z' }] }, 'txid inválido: de 1 a 35 letras ou dígitos.'],
    ['a number as valor', { pix: [{ endToEndId: endToEndId(1), valor: 1, horario: '2026-12-07T13:15:00Z' }] }, 'Informe o valor de cada Pix como texto, como "110.00".'],
    ['a valor with a comma', { pix: [{ endToEndId: endToEndId(1), valor: '1,00', horario: '2026-12-07T13:15:00Z' }] }, 'valor inválido: use reais com ponto e dois decimais, como "110.00".'],
    ['a valor of 11 digits', { pix: [{ endToEndId: endToEndId(1), valor: '12345678901.00', horario: '2026-12-07T13:15:00Z' }] }, 'valor inválido: use reais com ponto e dois decimais, como "110.00".'],
    ['a horario without a zone', { pix: [{ endToEndId: endToEndId(1), valor: '1.00', horario: '2026-12-07T13:15:00' }] }, 'horario inválido: use data e hora RFC 3339, como "2020-09-09T20:15:00.358Z".'],
    ['no horario', { pix: [{ endToEndId: endToEndId(1), valor: '1.00' }] }, 'horario inválido: use data e hora RFC 3339, como "2020-09-09T20:15:00.358Z".'],
  ];
  it.each(malformed)('answers 400 with a message to %s, and records nothing', async (_, body, message) => {
    const res = await notify(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await recordedPix(s.db)).toEqual([]);
  });

  it('refuses a whole notification with one malformed Pix, confirming none of it', async () => {
    const res = await notify({ pix: [pix(1), pix(2, { valor: '12' })] });
    expect(res.status).toBe(400);
    expect(await isAlreadyPaid()).toBe(false);
  });
});

describe('PIX_WEBHOOK_SECRET', () => {
  const BASE = { JWT_SECRET: 'x' };
  const production = (secret?: string) => {
    const { PIX_WEBHOOK_SECRET: _, ...rest } = PRODUCTION_ENV;
    return readConfig({ ...BASE, ...rest, ...(secret === undefined ? {} : { PIX_WEBHOOK_SECRET: secret }) });
  };

  it('is required with APP_ENV=production: the server refuses to start without it, or with a short one', () => {
    expect(() => production()).toThrow('Defina PIX_WEBHOOK_SECRET com APP_ENV=production: sem ele nenhum pagamento PIX é confirmado.');
    expect(() => production('curto')).toThrow('PIX_WEBHOOK_SECRET curto demais: com APP_ENV=production use ao menos 32 caracteres aleatórios');
    expect(production(SECRET).pixWebhookSecret).toBe(SECRET);
  });

  it('may be left out outside production, and must fit a URL path', () => {
    expect(readConfig(BASE).pixWebhookSecret).toBeNull();
    expect(() => readConfig({ ...BASE, PIX_WEBHOOK_SECRET: 'com/barra' })).toThrow('PIX_WEBHOOK_SECRET inválido: ele vai no caminho da URL do webhook');
  });
});

// Only a real PostgreSQL server runs requests concurrently (the PGlite harness has one connection).
describe.runIf(process.env.DATABASE_URL)('concurrent notifications (PostgreSQL)', () => {
  it('records the same endToEndId arriving twice at once once, and pays the order once', async () => {
    for (let round = 1; round <= 5; round += 1) {
      // The order unpaid again, with a new charge: each round races on a fresh endToEndId and txid.
      if (round > 1) {
        await s.db.query('UPDATE orders SET paid_at = NULL WHERE id = $1', [order.id]);
        expect((await call(s.app, 'POST', `/pix/cob/${order.id}`, { token, headers: { 'Idempotency-Key': crypto.randomUUID() } })).status).toBe(200);
        charge = await issuedCharge(s.db, order.id);
      }
      const answers = await Promise.all([notify({ pix: [pix(round)] }), notify({ pix: [pix(round)] })]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const results = await Promise.all(answers.map(async (answer) => (await answer.json()).pix[0].result));
      expect(results.sort()).toEqual(['confirmed', 'duplicate']);
    }
    expect((await recordedPix(s.db)).map((recorded) => recorded.outcome)).toEqual(Array(5).fill('confirmed'));
  });

  it('pays an order once when two payments of its charge arrive at once, recording the other to give back', async () => {
    await s.db.query('UPDATE customers SET credit_balance = 100000 WHERE id = 1');
    const answers = await Promise.all([notify({ pix: [pix(1)] }), notify({ pix: [pix(2)] })]);
    const results = await Promise.all(answers.map(async (answer) => (await answer.json()).pix[0].result));
    expect(results.sort()).toEqual(['confirmed', 'not-awaiting']);
    const [{ credit_balance }] = await s.db.query<{ credit_balance: number }>('SELECT credit_balance FROM customers WHERE id = 1');
    expect(Number(credit_balance)).toBeCloseTo(100000 - order.payment.totalPayment, 2);
  });
});
