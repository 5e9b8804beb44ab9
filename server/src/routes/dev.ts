import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { markPaid, setOrderStatus } from '../db/queries/orders';
import { latestPixCharge, markPixChargePaid } from '../db/queries/payments';
import { issueSecondCopy } from '../db/queries/payment-slips';
import { setProductPrice } from '../db/queries/product-price';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth, servedPartner } from '../http/guards';
import { pathId } from '../http/path-id';
import { lockOwnOrder } from '../http/own-order';
import { ownSlip } from '../http/own-slip';
import { notifyCustomer } from '../push/notify';
import { orderStatusMessage, pixPaidMessage } from '../push/order-messages';

// Cancelling has its own rules (credit, in-flight card payments): it is only done by DELETE /v2/orders/:id.
const BACK_OFFICE_STATUSES = ['Em análise', 'Em processamento', 'Liberado', 'Separado', 'Entregue', 'Bloqueado', 'Pendente'] as const;
const statusSchema = z.object({ status: z.enum(BACK_OFFICE_STATUSES, { error: 'Status inválido.' }) }, { error: 'Status inválido.' });
const PRICE_INVALID = 'Preço inválido: informe um valor maior que zero, em reais com até dois centavos.';
const priceSchema = z.object({
  partnerId: z.number({ error: 'Parceiro inválido.' }).int('Parceiro inválido.').positive('Parceiro inválido.').max(2e9, 'Parceiro inválido.'),
  price: z.number({ error: PRICE_INVALID }).positive(PRICE_INVALID).max(1e6, PRICE_INVALID)
    .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, PRICE_INVALID),
}, { error: 'Informe partnerId e price.' });
const PRODUCT_NOT_FOUND = 'Produto não encontrado.';

/** Development and test shortcuts, mounted only with DEV_ROUTES=1 and never in production (APP_ENV=production). */
export function devRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    // Stands in for the PSP's payment webhook. Checked on the locked order row: a payment arriving twice at
    // once marks the order paid (and uses the customer's credit) once.
    .post('/dev/pix/:orderId/paid', auth, async (c) => {
      const now = clock.now();
      const order = await db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, c.req.param('orderId'), c.get('auth').customerId);
        const charge = await latestPixCharge(tx, order.id);
        if (!charge) fail(422, 'Nenhuma cobrança PIX foi gerada para este pedido.');
        if (order.paid_at !== null || order.status === 'Cancelado') fail(422, 'Este pedido não aguarda pagamento.');
        await markPixChargePaid(tx, charge.id, now);
        await markPaid(tx, order, now);
        return order;
      });
      void notifyCustomer(deps, order.customer_id, pixPaidMessage(order));
      return c.body(null, 204);
    })
    // Stands in for the back office moving an order through its statuses.
    .post('/dev/orders/:orderId/status', auth, async (c) => {
      const { status } = parse(statusSchema, await readJson(c));
      const order = await db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, c.req.param('orderId'), c.get('auth').customerId);
        if (order.status === 'Cancelado') fail(422, 'Este pedido foi cancelado.');
        if (order.status === status) fail(422, 'O pedido já está com este status.');
        await setOrderStatus(tx, order.id, status);
        return order;
      });
      void notifyCustomer(deps, order.customer_id, orderStatusMessage(order, status));
      return c.body(null, 204);
    })
    // Stands in for the partner changing a price, so a queued order can meet new terms (docs/decisions/0125-order-terms-check.md).
    .post('/dev/products/:productId/price', auth, async (c) => {
      const productId = pathId(c.req.param('productId'), PRODUCT_NOT_FOUND);
      const { partnerId, price } = parse(priceSchema, await readJson(c));
      await servedPartner(db, c.get('auth').customerId, String(partnerId));
      if (!(await setProductPrice(db, productId, partnerId, price))) fail(404, PRODUCT_NOT_FOUND);
      return c.body(null, 204);
    })
    // Stands in for the bank issuing a requested second copy before its usual delay (SECOND_COPY_DELAY_MS).
    .post('/dev/payment-slip/:id/issued', auth, async (c) => {
      const { customerId } = c.get('auth');
      const slip = await ownSlip(db, c.req.param('id'), customerId);
      if (!(await issueSecondCopy(db, slip.id, customerId))) fail(422, 'Nenhuma 2° via foi solicitada para este boleto.');
      return c.body(null, 204);
    });
}
