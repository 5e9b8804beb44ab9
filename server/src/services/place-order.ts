import type { CompleteOrderResponse, OrderTerms } from '../../../src/domain/entities/checkout';
import { orderAddressText } from '../../../src/domain/order-address';
import { canChange } from '../../../src/domain/order-card-rules';
import type { AppDeps } from '../deps';
import { cartLines, clearCart, customerAddresses, findCoupon, partnerPlans } from '../db/queries/checkout';
import { recordOrderChange } from '../db/queries/order-feed';
import { insertOrder, lockOrderByNumber, nextOrderNumber, updateOrder } from '../db/queries/orders';
import { recordOrderPurchases } from '../db/queries/purchase-history';
import { deliveryDates, orderTotalColumns, priceLines, pricedTotals } from '../domain/checkout';
import { cartRefusal, checkOrderRequest, offeredChoices, type OrderRequest } from '../domain/order-request';
import { TERMS_CHANGED, termsDifferences, termsItems } from '../domain/order-terms';
import { toOrder } from '../domain/order-view';
import { amountDue } from '../domain/payments';
import { refuse } from '../domain/refusal';
import { saoPauloDate } from '../domain/sao-paulo-day';
import { recordOrderEvent } from '../webhooks/record-webhook-event';
import { lockOpenCart } from './open-cart';
import { EDIT_REFUSED, findOwnOrder } from './own-order';

export interface PlaceOrderInput extends OrderRequest {
  customerId: number;
  cartId: number;
  purchaseOrder: string;
  observations: string;
  /** What the customer saw (a queued order's review): nothing is placed unless it is still what would be ordered. */
  expectedTerms?: OrderTerms;
}

/**
 * Turns the customer's open cart into an order, or into the new content of the order it edits, and empties the
 * cart. Refused (nothing changes) for a cart that is not open, of another partner or empty, terms that changed
 * (conflict, with `differences`), choices not offered (invalid, with `errors`), or an edited order no longer editable.
 */
export async function placeOrder({ db, clock }: AppDeps, input: PlaceOrderInput): Promise<CompleteOrderResponse> {
  const { customerId } = input;
  const now = clock.now();
  // From the cart's lock on, one transaction: the same cart finished twice at once makes one order (the second finds it empty).
  const { placed, priced, totals, deliveryDate } = await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, input.cartId, customerId);
    const [lines, plans, addresses, coupon] = await Promise.all([
      cartLines(tx, cart.id),
      partnerPlans(tx, cart.partner_id, customerId),
      customerAddresses(tx, customerId),
      input.couponCode ? findCoupon(tx, input.couponCode) : undefined,
    ]);
    const priced = priceLines(lines);
    const refusal = cartRefusal(input.partnerId, { partnerId: cart.partner_id, itemCount: priced.length });
    if (refusal) refuse('invalid', refusal);
    const context = { plans, addresses, coupon, offeredDates: deliveryDates(now) };
    if (input.expectedTerms) {
      // Compared on what this transaction locked and read: nothing is placed unless it is what the customer saw.
      const offered = offeredChoices(input, context);
      const differences = termsDifferences(input.expectedTerms, {
        items: termsItems(priced),
        totalPayment: pricedTotals(priced, coupon ?? null, offered.plan?.parcels ?? 1).totalPayment,
        paymentPlan: offered.plan?.id ?? null,
        alternativeAddress: offered.address?.id ?? null,
        deliveryDate: offered.deliveryDate,
      });
      if (differences.length > 0) refuse('conflict', TERMS_CHANGED, { differences });
    }
    const checked = checkOrderRequest(input, context);
    if (!checked.ok) refuse('invalid', checked.message, { errors: checked.errors });
    const { plan, address, deliveryDate } = checked;
    const totals = pricedTotals(priced, checked.coupon, plan.parcels);
    const content = {
      delivery_date: deliveryDate,
      address: orderAddressText(address),
      purchase_order: input.purchaseOrder,
      observations: input.observations,
      payment_plan_id: plan.id,
      coupon_code: checked.coupon?.code ?? null,
      ...orderTotalColumns(totals),
      items: priced.map((p) => ({ product_id: p.line.product_id, package_id: p.pkg.id, quantity: p.line.quantity, price: p.price, total: p.total })),
    };
    let placed: { id: number; number: string };
    if (cart.order_number) {
      // Locked (after the cart, as a cancel locks them): a card payment of this order waits, or its approval is seen.
      const edited = await lockOrderByNumber(tx, cart.order_number, cart.partner_id, customerId);
      if (!edited || !canChange(toOrder(edited, now)) || edited.paid_at !== null) refuse('refused', EDIT_REFUSED);
      await updateOrder(tx, edited.id, content);
      await recordOrderPurchases(tx, edited.id, saoPauloDate(edited.created_at));
      placed = edited;
    } else {
      const number = await nextOrderNumber(tx, cart.partner_id);
      placed = { id: await insertOrder(tx, { number, customer_id: customerId, partner_id: cart.partner_id, created_at: now.toISOString() }, content), number };
      await recordOrderPurchases(tx, placed.id, saoPauloDate(now));
    }
    await clearCart(tx, cart.id);
    await recordOrderEvent(tx, cart.order_number ? 'order.changed' : 'order.placed', placed.id, now);
    await recordOrderChange(tx, placed.id, now);
    return { placed, priced, totals, deliveryDate };
  });
  // Read back with its plan and the customer's credit: the success modal offers paying it now.
  const order = await findOwnOrder(db, placed.id, customerId);
  return {
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
}
