import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { issueSecondCopy } from '../db/queries/payment-slips';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth, servedPartner } from '../http/guards';
import { pathId } from '../http/path-id';
import { ownSlip } from '../http/own-slip';
import { BACK_OFFICE_STATUSES, changeOrderStatus } from '../services/change-order-status';
import { changePrice, PRODUCT_NOT_FOUND } from '../services/change-price';
import { simulatePixPayment } from '../services/confirm-pix-payment';
import { orderNotFound } from '../services/own-order';

const statusSchema = z.object({ status: z.enum(BACK_OFFICE_STATUSES, { error: 'Status inválido.' }) }, { error: 'Status inválido.' });
const PRICE_INVALID = 'Preço inválido: informe um valor maior que zero, em reais com até dois centavos.';
const priceSchema = z.object({
  partnerId: z.number({ error: 'Parceiro inválido.' }).int('Parceiro inválido.').positive('Parceiro inválido.').max(2e9, 'Parceiro inválido.'),
  price: z.number({ error: PRICE_INVALID }).positive(PRICE_INVALID).max(1e6, PRICE_INVALID)
    .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, PRICE_INVALID),
}, { error: 'Informe partnerId e price.' });

const pathOrderId = (idText: string) => pathId(idText, orderNotFound(idText));

/** Development and test shortcuts, mounted only with DEV_ROUTES=1 and never in production (APP_ENV=production). */
export function devRoutes(deps: AppDeps) {
  const { db } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    // Stands in for the PSP's payment webhook (routes/integration/pix-webhook.ts): the latest charge paid in full.
    .post('/dev/pix/:orderId/paid', auth, async (c) => {
      await simulatePixPayment(deps, { orderId: pathOrderId(c.req.param('orderId')), customerId: c.get('auth').customerId });
      return c.body(null, 204);
    })
    // Stands in for the back office moving an order through its statuses.
    .post('/dev/orders/:orderId/status', auth, async (c) => {
      const { status } = parse(statusSchema, await readJson(c));
      await changeOrderStatus(deps, { orderId: pathOrderId(c.req.param('orderId')), owner: { customerId: c.get('auth').customerId }, status });
      return c.body(null, 204);
    })
    // Stands in for the partner changing a price, so a queued order can meet new terms (docs/decisions/0125-order-terms-check.md).
    .post('/dev/products/:productId/price', auth, async (c) => {
      const productId = pathId(c.req.param('productId'), PRODUCT_NOT_FOUND);
      const { partnerId, price } = parse(priceSchema, await readJson(c));
      await servedPartner(db, c.get('auth').customerId, String(partnerId));
      await changePrice(db, { productId, partnerId, salesPrice: price });
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
