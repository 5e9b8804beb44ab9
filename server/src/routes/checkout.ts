import { Hono } from 'hono';
import { z } from 'zod';
import type { Checkout, CheckoutConditions } from '../../../src/domain/entities/checkout';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { cartIssues, ensureCart } from '../db/queries/cart';
import {
  cartLines, checkoutState, customerAddresses, findCoupon, partnerPlans, saveCheckoutState,
} from '../db/queries/checkout';
import { toCustomerAddress } from '../domain/address';
import { deliveryDates, priceLines, pricedTotals, toCheckoutItem, toCouponDto } from '../domain/checkout';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth, requirePartner } from '../http/guards';
import type { FieldError } from '../domain/order-request';
import { couponCode, orderFields } from '../http/order-fields';
import { ownCart } from '../http/open-cart';
import { assertCartOpen } from '../services/open-cart';

const EMPTY_CART = 'Seu carrinho está vazio.';

const updateSchema = z.object({ ...orderFields, coupon: couponCode.default('') });

type CartRef = { id: number; partner_id: number; order_number: string | null };

/** The checkout of a cart as the server prices it now; stored choices no longer offered read as not chosen. */
async function loadCheckout(db: Db, cart: CartRef, customerId: number, now: Date, errors: FieldError[]): Promise<Checkout> {
  const [lines, plans, addresses, state, issues] = await Promise.all([
    cartLines(db, cart.id), partnerPlans(db, cart.partner_id, customerId), customerAddresses(db, customerId), checkoutState(db, cart.id), cartIssues(db, cart.id),
  ]);
  const plan = plans.find((p) => p.id === state.payment_plan_id) ?? plans[0] ?? null;
  const coupon = state.coupon_code ? ((await findCoupon(db, state.coupon_code)) ?? null) : null;
  const priced = priceLines(lines);
  const totals = pricedTotals(priced, coupon, plan?.parcels ?? 1);
  const { discount: _discount, ...payment } = totals;
  return {
    cartId: cart.id,
    partnerId: cart.partner_id,
    orderNumber: cart.order_number,
    paymentPlan: plan?.id ?? null,
    customerAddressList: addresses.map(toCustomerAddress),
    alternativeAddress: addresses.some((a) => a.id === state.address_id) ? state.address_id : addresses.length === 1 ? addresses[0].id : null,
    deliveryDate: state.delivery_date && deliveryDates(now).includes(state.delivery_date) ? state.delivery_date : null,
    purchaseOrder: state.purchase_order,
    observations: state.observations,
    items: priced.map(toCheckoutItem),
    payment,
    couponDTO: coupon && toCouponDto(coupon, totals),
    validation: { errors, issues },
  };
}

export function checkoutRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  const partner = requirePartner(deps);
  return new Hono<AppEnv>()
    .get('/v2/checkout', auth, partner, async (c) => {
      const { customerId } = c.get('auth');
      const cart = await ensureCart(db, customerId, c.get('partnerId'));
      if (cart.outdated_registration) await assertCartOpen(db, cart);
      const checkout = await loadCheckout(db, cart, customerId, clock.now(), []);
      if (checkout.items.length === 0) fail(400, EMPTY_CART);
      return c.json(checkout);
    })
    .get('/v2/checkout/:cartId/conditions', auth, async (c) => {
      const { customerId } = c.get('auth');
      const cart = await ownCart(db, c.req.param('cartId'), customerId);
      const plans = await partnerPlans(db, cart.partner_id, customerId);
      const conditions: CheckoutConditions = {
        paymentPlans: plans.map((plan) => ({ id: plan.id, description: plan.description, parcels: plan.parcels, cardOnly: plan.can_use_credit_card && !plan.can_use_pix })),
        deliveryDates: deliveryDates(clock.now()),
        displayCoupon: true,
      };
      return c.json(conditions);
    })
    .post('/v2/checkout/v2/:cartId', auth, async (c) => {
      const { customerId } = c.get('auth');
      const cart = await ownCart(db, c.req.param('cartId'), customerId);
      await assertCartOpen(db, cart);
      const update = parse(updateSchema, await readJson(c));
      const now = clock.now();
      const [plans, addresses] = await Promise.all([partnerPlans(db, cart.partner_id, customerId), customerAddresses(db, customerId)]);
      const errors: FieldError[] = [];
      const accept = <T>(value: T | null, valid: boolean, field: string, errorMessage: string): T | null => {
        if (value === null || valid) return value;
        errors.push({ field, errorMessage });
        return null;
      };
      const coupon = update.coupon ? await findCoupon(db, update.coupon) : undefined;
      await saveCheckoutState(db, cart.id, {
        payment_plan_id: accept(update.paymentPlan, plans.some((p) => p.id === update.paymentPlan), 'paymentPlan', 'Plano de pagamento inválido.'),
        address_id: accept(update.alternativeAddress, addresses.some((a) => a.id === update.alternativeAddress), 'alternativeAddress', 'Endereço de entrega inválido.'),
        delivery_date: accept(update.deliveryDate || null, deliveryDates(now).includes(update.deliveryDate ?? ''), 'deliveryDate', 'Data de entrega indisponível.'),
        purchase_order: update.purchaseOrder,
        observations: update.observations,
        coupon_code: accept(update.coupon || null, Boolean(coupon), 'coupon', 'Cupom inválido.'),
      });
      return c.json(await loadCheckout(db, cart, customerId, now, errors));
    });
}
