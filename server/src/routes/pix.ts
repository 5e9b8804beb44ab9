import { Hono } from 'hono';
import type { PixPaymentStatus } from '../../../src/domain/entities/payments';
import type { AppDeps, AppEnv } from '../deps';
import { insertPixCharge, latestPixCharge, pixReceiver } from '../db/queries/payments';
import { amountDue, isPaid, paymentRefusal } from '../domain/payments';
import { isChargeActive, newTxid, PIX_EXPIRATION_SECONDS, PIX_GENERATION_MS, pixChargeContent, toPixCharge } from '../domain/pix-charge';
import { fail } from '../http/errors';
import { requireAuth } from '../http/guards';
import { lockOwnOrder, ownOrder } from '../http/own-order';

export function pixRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    // Naturally idempotent: the order's charge is reused until it expires, so the screen polls this same
    // call (any Idempotency-Key) and sees generation finish; replaying a stored answer would freeze it.
    // The order's row is held from before the latest charge is read until a new one is stored: calls at the
    // same moment make one charge and all answer it.
    .post('/pix/cob/:orderId', auth, async (c) => {
      const now = clock.now();
      const answer = await db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, c.req.param('orderId'), c.get('auth').customerId);
        const refusal = paymentRefusal(order, now, 'pix');
        if (refusal) fail(422, refusal);
        const receiver = await pixReceiver(tx, order.partner_id);
        const current = await latestPixCharge(tx, order.id);
        if (current && isChargeActive(current, now)) return toPixCharge(current, order, receiver.name, now);
        const txid = newTxid();
        const amount = amountDue(order, now);
        const charge = await insertPixCharge(tx, order.id, {
          txid,
          amount,
          ...(await pixChargeContent(receiver, config.pixKey, txid, amount)),
          created_at: now,
          ready_at: new Date(now.getTime() + PIX_GENERATION_MS),
          expires_at: new Date(now.getTime() + PIX_EXPIRATION_SECONDS * 1000),
        });
        return toPixCharge(charge, order, receiver.name, now);
      });
      return c.json(answer);
    })
    .get('/pix/payment/status/:orderId', auth, async (c) => {
      const order = await ownOrder(db, c.req.param('orderId'), c.get('auth').customerId);
      const status: PixPaymentStatus = { isAlreadyPaid: isPaid(order, clock.now()) };
      return c.json(status);
    });
}
