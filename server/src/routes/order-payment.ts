import { Hono } from 'hono';
import type { OrderPayment } from '../../../src/domain/entities/payments';
import { partnerDisplayName } from '../../../src/domain/format';
import type { AppDeps, AppEnv } from '../deps';
import { latestCardPayment, latestPixCharge, pixReceiver } from '../db/queries/payments';
import { toCardStatus } from '../domain/card-payment';
import { amountDue, isPaid } from '../domain/payments';
import { isChargeActive, toPixCharge } from '../domain/pix-charge';
import { requireAuth } from '../http/guards';
import { ownOrder } from '../http/own-order';

/** What the PIX and card screens resume from: read only, it never starts a charge or a payment. */
export function orderPaymentRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>().get('/payment/order/:orderId', auth, async (c) => {
    const now = clock.now();
    const order = await ownOrder(db, c.req.param('orderId'), c.get('auth').customerId);
    const receiver = await pixReceiver(db, order.partner_id);
    const charge = await latestPixCharge(db, order.id);
    const card = await latestCardPayment(db, order.id);
    const paid = isPaid(order, now);
    const payment: OrderPayment = {
      orderId: order.id,
      orderNumber: order.number,
      partnerName: partnerDisplayName(receiver.name),
      amountDue: amountDue(order, now),
      paid,
      pixCharge: !paid && charge && isChargeActive(charge, now) ? toPixCharge(charge, order, receiver.name, now) : null,
      cardPayment: card ? toCardStatus(card, now) : null,
    };
    return c.json(payment);
  });
}
