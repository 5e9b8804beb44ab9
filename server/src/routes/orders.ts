import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { orderHistory, orderItems, otherOpenDebits } from '../db/queries/orders';
import { toOrder, toOrderDetail } from '../domain/order-view';
import { creditBalance, settlement } from '../domain/payments';
import { parse, readJson } from '../http/errors';
import { requireAuth, servedPartner } from '../http/guards';
import { idempotent } from '../http/idempotency';
import { deliveryAddressSchema } from '../http/delivery-address-schema';
import { couponCode, orderFields } from '../http/order-fields';
import { expectedTermsSchema } from '../http/order-terms-schema';
import { ownOrder } from '../http/own-order';
import { pathId } from '../http/path-id';
import { orderSummaryPdf } from '../pdf/order-summary';
import { cancelOwnOrder } from '../services/cancel-order';
import { orderNotFound } from '../services/own-order';
import { placeOrder } from '../services/place-order';

const completeSchema = z.object({
  ...orderFields,
  cartId: z.number({ error: 'Carrinho não encontrado.' }).int('Carrinho não encontrado.').positive('Carrinho não encontrado.').max(2e9, 'Carrinho não encontrado.'),
  deliveryAddress: deliveryAddressSchema.nullable().default(null),
  couponDTO: z.object({ code: couponCode }, { error: 'Cupom inválido.' }).nullable().default(null),
  expectedTerms: expectedTermsSchema.optional(),
}).refine((body) => body.deliveryAddress === null || body.alternativeAddress === null, {
  message: 'Endereço de entrega inválido.', path: ['alternativeAddress'],
});

export function orderRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get('/v2/orders/history/:partnerId', auth, async (c) => {
      const { customerId } = c.get('auth');
      const partnerId = await servedPartner(db, customerId, c.req.param('partnerId'));
      const now = clock.now();
      return c.json((await orderHistory(db, customerId, partnerId)).map((row) => toOrder(row, now)));
    })
    .get('/v2/orders/generate-order-summary/:id', auth, async (c) => {
      const { customerId } = c.get('auth');
      const order = await ownOrder(db, c.req.param('id'), customerId);
      const pdf = await orderSummaryPdf(order, await orderItems(db, order.id, customerId), clock.now());
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="pedido-${order.number}.pdf"`,
      });
    })
    .get('/v2/orders/balance/credit/:orderId', auth, async (c) => {
      const { customerId } = c.get('auth');
      const order = await ownOrder(db, c.req.param('orderId'), customerId);
      const now = clock.now();
      return c.json(creditBalance(order, now, await otherOpenDebits(db, order, now)));
    })
    .get('/v2/orders/:id', auth, async (c) => {
      const { customerId } = c.get('auth');
      const order = await ownOrder(db, c.req.param('id'), customerId);
      return c.json(toOrderDetail(order, await orderItems(db, order.id, customerId), config, settlement(order, clock.now())));
    })
    .delete('/v2/orders/:id', auth, async (c) => {
      const idText = c.req.param('id');
      await cancelOwnOrder(deps, pathId(idText, orderNotFound(idText)), c.get('auth').customerId);
      return c.body(null, 204);
    })
    .post('/v2/orders', auth, idempotent(deps), async (c) => {
      const { couponDTO, ...body } = parse(completeSchema, await readJson(c));
      const answer = await placeOrder(deps, { ...body, customerId: c.get('auth').customerId, couponCode: couponDTO?.code || null });
      return c.json(answer, 201);
    });
}
