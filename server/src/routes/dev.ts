import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { markPaid } from '../db/queries/orders';
import { latestPixCharge, markPixChargePaid } from '../db/queries/payments';
import { fail } from '../http/errors';
import { requireAuth } from '../http/guards';
import { lockOwnOrder } from '../http/own-order';

/** Development and test shortcuts, mounted only with DEV_ROUTES=1 and never in production (APP_ENV=production). */
export function devRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    // Stands in for the PSP's payment webhook. Checked on the locked order row: a payment arriving twice at
    // once marks the order paid (and uses the customer's credit) once.
    .post('/dev/pix/:orderId/paid', auth, async (c) => {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, c.req.param('orderId'), c.get('auth').customerId);
        const charge = await latestPixCharge(tx, order.id);
        if (!charge) fail(422, 'Nenhuma cobrança PIX foi gerada para este pedido.');
        if (order.paid_at !== null || order.status === 'Cancelado') fail(422, 'Este pedido não aguarda pagamento.');
        await markPixChargePaid(tx, charge.id, now);
        await markPaid(tx, order, now);
      });
      return c.body(null, 204);
    });
}
