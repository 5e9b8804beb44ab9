// What the payment screens resume from (GET /payment/order/{id}), the partner as the BR Code's
// receiver (read back with @brazilian-utils' BR Code parser), and parallel payment calls.
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/entities/orders';
import type { OrderPayment, PixCharge } from '../../src/domain/entities/payments';
import { call, COMPANY, login, PERSON, useServer } from './helpers';
import { history, orderWithStatus } from './ordering-helpers';

const s = useServer();
let token: string;
let order: Order;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
  order = await orderWithStatus(s.app, token, 'Pendente');
});

const resume = (orderId: number | string = order.id, who = token) => call(s.app, 'GET', `/payment/order/${orderId}`, { token: who });
const payment = async (): Promise<OrderPayment> => (await resume()).json();
const cob = (orderId: number = order.id): Promise<PixCharge> =>
  call(s.app, 'POST', `/pix/cob/${orderId}`, { token, headers: { 'Idempotency-Key': crypto.randomUUID() } }).then((r) => r.json());
const card = (cardNumber = '4111 1111 1111 1111', key: string = crypto.randomUUID()) =>
  call(s.app, 'POST', '/cardpayment', {
    token,
    headers: { 'Idempotency-Key': key },
    body: { cardNumber, holder: 'Ana Souza', expirationDate: '12/2027', securityCode: '123', refererId: order.id },
  });
/** The order's total less the company's R$ 50,00 credit (seed). */
const due = () => Math.round((order.payment.totalPayment - 50) * 100) / 100;

async function readyCharge(orderId = order.id): Promise<PixCharge> {
  await cob(orderId);
  s.clock.advance(3000);
  return cob(orderId);
}

describe('GET /payment/order/{orderId}', () => {
  it('names the order, its partner and the amount due, with no charge or card attempt yet', async () => {
    expect(await payment()).toEqual({
      orderId: order.id,
      orderNumber: order.number,
      partnerName: 'Distribuidora São Jorge',
      amountDue: due(),
      paid: false,
      pixCharge: null,
      cardPayment: null,
    });
  });

  it('gives the charge being generated, then the same ready charge, without making one', async () => {
    const generating = await cob();
    expect((await payment()).pixCharge).toEqual(generating);
    s.clock.advance(3000);
    const ready = (await payment()).pixCharge!;
    expect(ready).toMatchObject({ ready: true, expiresAt: generating.expiresAt, amount: due(), orderNumber: order.number, receiverName: 'Distribuidora São Jorge' });
    expect(await cob()).toEqual(ready);
    const [{ n }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pix_charges WHERE order_id = $1', [order.id]);
    expect(n).toBe(1);
  });

  it('drops the charge once it expired, and once the order is paid', async () => {
    await readyCharge();
    s.clock.advance(3600_000 - 3000);
    expect((await payment()).pixCharge).toBeNull();
    await readyCharge();
    expect((await call(s.app, 'POST', `/dev/pix/${order.id}/paid`, { token })).status).toBe(204);
    expect(await payment()).toMatchObject({ paid: true, amountDue: 0, pixCharge: null });
  });

  it('gives the card attempt as authorising, then approved, with what it charged', async () => {
    const started = await (await card()).json();
    expect((await payment()).cardPayment).toEqual({ id: started.id, orderId: order.id, status: 0, currentPhaseMessage: 'Aguardando a autorização do emissor do cartão.', amount: due() });
    s.clock.advance(4000);
    expect(await payment()).toMatchObject({ paid: true, amountDue: 0, cardPayment: { status: 2, currentPhaseMessage: 'Pagamento autorizado com sucesso.', amount: due() } });
  });

  it('gives a declined attempt as failed, with the issuer’s message, and the order still due', async () => {
    await card('4000 0000 0000 0002');
    s.clock.advance(4000);
    expect(await payment()).toMatchObject({ paid: false, amountDue: due(), cardPayment: { status: 1, currentPhaseMessage: 'Pagamento recusado pelo emissor do cartão.' } });
  });

  it('answers 404 for another customer’s order, an unknown one and a malformed id', async () => {
    const cases: [string | number, string][] = [
      [order.id, await login(s.app, PERSON)],
      [999999, token],
      ['abc', token],
      ['-1', token],
    ];
    for (const [id, who] of cases) {
      const res = await resume(id, who);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: `Pedido ${id} não encontrado.` });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await call(s.app, 'GET', `/payment/order/${order.id}`)).status).toBe(401);
  });
});

describe('the BR Code names the partner as the receiver', () => {
  it('carries the partner’s key, name and city in capitals without accents, the amount and the txid, with a valid CRC', async () => {
    const charge = await readyCharge();
    const [{ txid }] = await s.db.query<{ txid: string }>('SELECT txid FROM pix_charges WHERE order_id = $1', [order.id]);
    expect(getPixPayloadInfo(charge.emv)).toEqual({
      key: 'pix@saojorge.example',
      merchantName: 'DISTRIBUIDORA SAO JORGE',
      merchantCity: 'SAO JOSE DOS CA', // 'São José dos Campos' cut at the field's 15 characters
      amount: due(),
      txid,
      pointOfInitiation: 'dynamic', // single use (01 = 12)
    });
  });

  it('names the other partner for its own orders', async () => {
    const other = await orderWithStatus(s.app, token, 'Pendente', 2);
    const charge = await readyCharge(other.id);
    expect(getPixPayloadInfo(charge.emv)).toMatchObject({ key: 'pix@atacadaocentral.example', merchantName: 'ATACADAO CENTRAL', merchantCity: 'CAMPINAS' });
    expect(charge.receiverName).toBe('Atacadão Central');
  });

  it('cuts a long partner name at 25 characters and uses the deployment’s PIX_KEY for a partner without a key', async () => {
    await s.db.query("UPDATE partners SET name = 'Distribuidora_Irmãos_Conceição_Alimentos', pix_key = NULL WHERE id = 1");
    const info = getPixPayloadInfo((await readyCharge()).emv);
    expect(info).toMatchObject({ key: s.config.pixKey, merchantName: 'DISTRIBUIDORA IRMAOS CONC' });
  });
});

// Only a real PostgreSQL server runs requests concurrently (see concurrency.test.ts).
describe.runIf(process.env.DATABASE_URL)('parallel payment calls (PostgreSQL)', () => {
  it('makes one card payment of ten submitted at once with different keys; the others are refused', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => card()));
    expect(answers.map((a) => a.status).sort()).toEqual([202, ...Array(9).fill(422)]);
    const [{ n }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_payments WHERE order_id = $1', [order.id]);
    expect(n).toBe(1);
    s.clock.advance(4000);
    expect(await payment()).toMatchObject({ paid: true, cardPayment: { status: 2 } });
  });

  it('makes one PIX charge of ten asked at once, and every call answers it', async () => {
    const charges = await Promise.all(Array.from({ length: 10 }, () => cob()));
    expect(new Set(charges.map((c) => c.expiresAt)).size).toBe(1);
    const [{ n }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pix_charges WHERE order_id = $1', [order.id]);
    expect(n).toBe(1);
  });

  it('serialises a card payment and a PIX charge asked at once on the order row', async () => {
    const [cardAnswer, pixAnswer] = await Promise.all([
      card(),
      call(s.app, 'POST', `/pix/cob/${order.id}`, { token, headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    ]);
    expect(cardAnswer.status).toBe(202);
    // The charge came first (both stand: the card then pays the order) or found the card in flight.
    expect([200, 422]).toContain(pixAnswer.status);
    expect((await history(s.app, token)).find((o) => o.id === order.id)).toMatchObject({ paid: false });
  });
});
