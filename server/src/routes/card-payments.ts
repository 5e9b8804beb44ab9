import { Hono } from 'hono';
import { z } from 'zod';
import { cardDigits, isCardNumberValid, isCvvValid, isExpiryValid, isHolderValid } from '../../../src/domain/card';
import type { AppDeps, AppEnv } from '../deps';
import { latestCardPayment } from '../db/queries/payments';
import { toCardStatus } from '../domain/card-payment';
import { saoPauloCalendar } from '../domain/sao-paulo-day';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth } from '../http/guards';
import { idempotent } from '../http/idempotency';
import { ownOrder } from '../http/own-order';
import { payByCard } from '../services/pay-by-card';

const text = (message: string) => z.string({ error: message });
const paymentSchema = z.object({
  cardNumber: text('Número do cartão inválido.').refine(isCardNumberValid, 'Número do cartão inválido.'),
  holder: text('Nome do titular inválido.').refine(isHolderValid, 'Nome do titular inválido.'),
  expirationDate: text('Data de validade inválida.'),
  securityCode: text('CVV inválido.'),
  refererId: z.number({ error: 'Pedido não informado.' }).int('Pedido não informado.').positive('Pedido não informado.').max(2e9, 'Pedido não informado.'),
});

// The request body carries the card number and CVV: they go to the acquirer and only the brand and last four digits are kept.
export function cardPaymentRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .post('/cardpayment', auth, idempotent(deps), async (c) => {
      const { refererId, ...card } = parse(paymentSchema, await readJson(c));
      const now = clock.now();
      if (!isExpiryValid(card.expirationDate, saoPauloCalendar(now))) fail(400, 'Data de validade inválida.');
      if (!isCvvValid(card.securityCode, card.cardNumber)) fail(400, 'CVV inválido.');
      const payment = await payByCard(deps, {
        orderId: refererId, customerId: c.get('auth').customerId, card: { ...card, cardNumber: cardDigits(card.cardNumber) },
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
