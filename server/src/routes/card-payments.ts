import { Hono } from 'hono';
import { z } from 'zod';
import { BRAND_NAMES, cardBrand, cardDigits, isCardNumberValid, isCvvValid, isExpiryValid, isHolderValid } from '../../../src/domain/card';
import type { AppDeps, AppEnv } from '../deps';
import { markPaid } from '../db/queries/orders';
import { insertCardPayment, latestCardPayment } from '../db/queries/payments';
import { CARD_DECISION_MS, cardOutcome, toCardStatus } from '../domain/card-payment';
import { amountDue, paymentRefusal } from '../domain/payments';
import { saoPauloCalendar } from '../domain/sao-paulo-day';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth } from '../http/guards';
import { idempotent } from '../http/idempotency';
import { lockOwnOrder, ownOrder } from '../http/own-order';
import { recordOrderEvent } from '../webhooks/record-webhook-event';

const text = (message: string) => z.string({ error: message });
const paymentSchema = z.object({
  cardNumber: text('Número do cartão inválido.').refine(isCardNumberValid, 'Número do cartão inválido.'),
  holder: text('Nome do titular inválido.').refine(isHolderValid, 'Nome do titular inválido.'),
  expirationDate: text('Data de validade inválida.'),
  securityCode: text('CVV inválido.'),
  refererId: z.number({ error: 'Pedido não informado.' }).int('Pedido não informado.').positive('Pedido não informado.').max(2e9, 'Pedido não informado.'),
});

// The request body carries the card number and CVV: only the brand and last four digits leave this handler.
export function cardPaymentRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .post('/cardpayment', auth, idempotent(deps), async (c) => {
      const body = parse(paymentSchema, await readJson(c));
      const now = clock.now();
      if (!isExpiryValid(body.expirationDate, saoPauloCalendar(now))) fail(400, 'Data de validade inválida.');
      if (!isCvvValid(body.securityCode, body.cardNumber)) fail(400, 'CVV inválido.');
      const { customerId } = c.get('auth');
      const digits = cardDigits(body.cardNumber);
      const brand = cardBrand(digits);
      const outcome = cardOutcome(digits);
      const decidedAt = new Date(now.getTime() + CARD_DECISION_MS);
      const payment = await db.transaction(async (tx) => {
        // Checked on the locked order row: a cancel (or another payment) racing this one sees it, or is seen.
        const order = await lockOwnOrder(tx, body.refererId, customerId);
        const refusal = paymentRefusal(order, now, 'card');
        if (refusal) fail(422, refusal);
        const pending = await latestCardPayment(tx, order.id);
        if (pending && now.getTime() < pending.decided_at.getTime()) fail(422, 'Já existe um pagamento em andamento para este pedido.');
        const row = await insertCardPayment(tx, {
          order_id: order.id, brand: brand ? BRAND_NAMES[brand] : 'Outra', last4: digits.slice(-4), amount: amountDue(order, now),
          created_at: now, decided_at: decidedAt, outcome,
        });
        // The approval is recorded now but dated when the acquirer answers: until then the order reads unpaid.
        if (outcome === 'APPROVED') {
          await markPaid(tx, order, decidedAt);
          await recordOrderEvent(tx, 'payment.received', order.id, now, { payment: { method: 'card', amount: row.amount } });
        }
        return row;
      });
      return c.json(toCardStatus(payment, now), 202);
    })
    .get('/cardpayment/:orderId', auth, async (c) => {
      const order = await ownOrder(db, c.req.param('orderId'), c.get('auth').customerId, 'Pagamento não encontrado.');
      const payment = await latestCardPayment(db, order.id);
      if (!payment) fail(404, 'Pagamento não encontrado.');
      return c.json(toCardStatus(payment, clock.now()));
    });
}
