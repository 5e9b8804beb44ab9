import { Hono } from 'hono';
import { z } from 'zod';
import type { CompleteOrderResponse } from '../../../src/domain/entities/checkout';
import { canCancel, canChange } from '../../../src/domain/order-card-rules';
import type { AppDeps, AppEnv } from '../deps';
import { cartLines, clearCart, customerAddresses, findCoupon, partnerPlans } from '../db/queries/checkout';
import {
  addCredit, cancelOrder, insertOrder, lockOrderByNumber, nextOrderNumber, orderHistory, orderItems, otherOpenDebits, updateOrder,
} from '../db/queries/orders';
import { forgetOrderPurchases, recordOrderPurchases } from '../db/queries/purchase-history';
import { orderAddressText } from '../../../src/domain/order-address';
import { deliveryDates, orderTotalColumns, priceLines, pricedTotals } from '../domain/checkout';
import { cartRefusal, checkOrderRequest, offeredChoices } from '../domain/order-request';
import { TERMS_CHANGED, termsDifferences, termsItems } from '../domain/order-terms';
import { toOrder, toOrderDetail } from '../domain/order-view';
import { amountDue, creditBalance, isPaid, settlement } from '../domain/payments';
import { saoPauloDate } from '../domain/sao-paulo-day';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth, servedPartner } from '../http/guards';
import { idempotent } from '../http/idempotency';
import { lockOpenCart } from '../http/open-cart';
import { deliveryAddressSchema } from '../http/delivery-address-schema';
import { couponCode, orderFields } from '../http/order-fields';
import { expectedTermsSchema } from '../http/order-terms-schema';
import { EDIT_REFUSED, ownOrder } from '../http/own-order';
import { orderSummaryPdf } from '../pdf/order-summary';
import { notifyCustomer } from '../push/notify';
import { orderStatusMessage } from '../push/order-messages';

const CANCEL_REFUSED = 'Não foi possível cancelar o pedido selecionado.';

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
      const order = await ownOrder(db, c.req.param('id'), c.get('auth').customerId);
      const now = clock.now();
      if (!canCancel(toOrder(order, now))) fail(422, CANCEL_REFUSED);
      // Refused while a card payment is in flight; an order paid before turns its total into credit.
      const cancelled = await db.transaction(async (tx) => {
        const row = await cancelOrder(tx, order, now);
        if (row) await forgetOrderPurchases(tx, order.id);
        if (row && isPaid(row, now)) await addCredit(tx, order.customer_id, order.total_payment);
        return Boolean(row);
      });
      if (!cancelled) fail(422, CANCEL_REFUSED);
      void notifyCustomer(deps, order.customer_id, orderStatusMessage(order, 'Cancelado'));
      return c.body(null, 204);
    })
    .post('/v2/orders', auth, idempotent(deps), async (c) => {
      const { customerId } = c.get('auth');
      const body = parse(completeSchema, await readJson(c));
      const now = clock.now();
      // From the cart's lock on, one transaction: the same cart finished twice at once makes one order (the second finds it empty).
      const { placed, priced, totals, deliveryDate } = await db.transaction(async (tx) => {
        const cart = await lockOpenCart(tx, body.cartId, customerId);
        const couponCode = body.couponDTO?.code || null;
        const [lines, plans, addresses, coupon] = await Promise.all([
          cartLines(tx, cart.id),
          partnerPlans(tx, cart.partner_id),
          customerAddresses(tx, customerId),
          couponCode ? findCoupon(tx, couponCode) : undefined,
        ]);
        const priced = priceLines(lines);
        const refusal = cartRefusal(body.partnerId, { partnerId: cart.partner_id, itemCount: priced.length });
        if (refusal) fail(400, refusal);
        const request = { ...body, couponCode };
        const context = { plans, addresses, coupon, offeredDates: deliveryDates(now) };
        if (body.expectedTerms) {
          // Compared on what this transaction locked and read: nothing is placed unless it is what the customer saw.
          const offered = offeredChoices(request, context);
          const differences = termsDifferences(body.expectedTerms, {
            items: termsItems(priced),
            totalPayment: pricedTotals(priced, coupon ?? null, offered.plan?.parcels ?? 1).totalPayment,
            paymentPlan: offered.plan?.id ?? null,
            alternativeAddress: offered.address?.id ?? null,
            deliveryDate: offered.deliveryDate,
          });
          if (differences.length > 0) fail(409, TERMS_CHANGED, { differences });
        }
        const checked = checkOrderRequest(request, context);
        if (!checked.ok) fail(400, checked.message, { errors: checked.errors });
        const { plan, address, deliveryDate } = checked;
        const totals = pricedTotals(priced, checked.coupon, plan.parcels);
        const content = {
          delivery_date: deliveryDate,
          address: orderAddressText(address),
          purchase_order: body.purchaseOrder,
          observations: body.observations,
          payment_plan_id: plan.id,
          coupon_code: checked.coupon?.code ?? null,
          ...orderTotalColumns(totals),
          items: priced.map((p) => ({ product_id: p.line.product_id, package_id: p.pkg.id, quantity: p.line.quantity, price: p.price, total: p.total })),
        };
        let placed: { id: number; number: string };
        if (cart.order_number) {
          // Locked (after the cart, as a cancel locks them): a card payment of this order waits, or its approval is seen.
          const edited = await lockOrderByNumber(tx, cart.order_number, cart.partner_id, customerId);
          if (!edited || !canChange(toOrder(edited, now)) || edited.paid_at !== null) fail(422, EDIT_REFUSED);
          await updateOrder(tx, edited.id, content);
          await recordOrderPurchases(tx, edited.id, saoPauloDate(edited.created_at));
          placed = edited;
        } else {
          const number = await nextOrderNumber(tx, cart.partner_id);
          placed = { id: await insertOrder(tx, { number, customer_id: customerId, partner_id: cart.partner_id, created_at: now.toISOString() }, content), number };
          await recordOrderPurchases(tx, placed.id, saoPauloDate(now));
        }
        await clearCart(tx, cart.id);
        return { placed, priced, totals, deliveryDate };
      });
      // Read back with its plan and the customer's credit: the success modal offers paying it now.
      const order = await ownOrder(db, placed.id, customerId);
      const answer: CompleteOrderResponse = {
        orderId: placed.id,
        number: placed.number,
        deliveryDate,
        itemCount: priced.length,
        payment: {
          parcels: totals.parcels,
          parcelValue: totals.parcelValue,
          totalPayment: totals.totalPayment,
          canUsePix: order.can_use_pix,
          canUseCreditCard: order.can_use_credit_card,
          amountDue: amountDue(order, now),
        },
      };
      return c.json(answer, 201);
    });
}
