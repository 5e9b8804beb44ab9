// The customer's choices on the checkout and the rules that turn them into calls.
import type {
  Checkout, CheckoutConditions, CheckoutUpdate, CompleteOrderRequest, DeliveryAddress, OrderTerms,
} from '../../domain/entities/checkout';
import { checkoutMessages } from './messages';

export interface CheckoutValues {
  paymentPlan: number | null;
  alternativeAddress: number | null;
  deliveryDate: string | null;
  purchaseOrder: string;
  observations: string;
  coupon: string;
}

export type CheckoutField = keyof CheckoutValues;
/** field → message, keyed by the server's `field` names ('deliveryDate', 'coupon', …) */
export type FieldErrors = Partial<Record<string, string>>;

export const PURCHASE_ORDER_MAX = 15;
export const COUPON_MAX = 15;

export function initialValues(checkout: Checkout): CheckoutValues {
  return {
    paymentPlan: checkout.paymentPlan,
    alternativeAddress: checkout.alternativeAddress,
    deliveryDate: checkout.deliveryDate,
    purchaseOrder: checkout.purchaseOrder,
    observations: checkout.observations,
    coupon: checkout.couponDTO?.code ?? '',
  };
}

/** Digits only, at most 15 [commerce §5]; `dropped` when anything typed or pasted was left out. */
export function cleanPurchaseOrder(text: string): { value: string; dropped: boolean } {
  const value = text.replace(/\D/g, '').slice(0, PURCHASE_ORDER_MAX);
  return { value, dropped: value !== text };
}

/** Upper case, at most 15 characters [commerce §5]. */
export function cleanCoupon(text: string): string {
  return text.toUpperCase().slice(0, COUPON_MAX);
}

/** Whether two sets of choices are priced the same: all but the observations, which change no amount. */
export function sameServerChoices(a: CheckoutValues, b: CheckoutValues): boolean {
  return (Object.keys(a) as CheckoutField[]).every((field) => field === 'observations' || a[field] === b[field]);
}

export function byField(errors: { field: string; errorMessage: string }[]): FieldErrors {
  const result: FieldErrors = {};
  for (const { field, errorMessage } of errors) result[field] ??= errorMessage;
  return result;
}

/** The required fields of [commerce §5], checked before the order is sent. */
export function requiredErrors(values: CheckoutValues, addressCount: number): FieldErrors {
  const errors: FieldErrors = {};
  if (addressCount > 1 && values.alternativeAddress === null) errors.alternativeAddress = checkoutMessages.addressRequired;
  if (!values.deliveryDate) errors.deliveryDate = checkoutMessages.deliveryDateRequired;
  return errors;
}

export function updatePayload(partnerId: number, values: CheckoutValues): CheckoutUpdate {
  return { ...values, partnerId };
}

/**
 * What the screen shows the customer agreeing to: the server places the order only if it computes the same
 * (docs/decisions/0125-order-terms-check.md). None while a choice is missing: the server refuses that field anyway.
 * With an address typed at checkout (`typed`), no address on file is part of the terms.
 */
export function orderTerms(checkout: Checkout, values: CheckoutValues, typed = false): OrderTerms | undefined {
  const addresses = checkout.customerAddressList;
  const onFile = values.alternativeAddress ?? (addresses.length === 1 ? addresses[0].alternateAddressId : null);
  if (values.paymentPlan === null || (!typed && onFile === null) || !values.deliveryDate) return undefined;
  return {
    items: checkout.items.map((item) => ({
      productId: item.productId, productPackageId: item.productPackageId, quantity: item.quantityPackaging, unitPrice: item.salesPrice,
    })),
    totalPayment: checkout.payment.totalPayment,
    paymentPlan: values.paymentPlan,
    alternativeAddress: typed ? null : onFile,
    deliveryDate: values.deliveryDate,
  };
}

/** The spec's complete-order payload with the terms on screen; the server recomputes every amount in it. */
export function completeOrderRequest(
  partnerId: number,
  checkout: Checkout,
  conditions: CheckoutConditions,
  values: CheckoutValues,
  /** the address typed by a customer with none on file */
  deliveryAddress: DeliveryAddress | null = null,
): CompleteOrderRequest {
  const { totalBeforeDiscount: _before, ...payment } = checkout.payment;
  const plan = conditions.paymentPlans.find((p) => p.id === values.paymentPlan);
  const coupon = values.coupon.trim();
  return {
    cartId: checkout.cartId,
    deliveryDate: values.deliveryDate ?? '',
    observations: values.observations,
    partnerId,
    paymentPlan: values.paymentPlan ?? 0,
    purchaseOrder: values.purchaseOrder,
    alternativeAddress: deliveryAddress ? null : values.alternativeAddress,
    deliveryAddress,
    payment: { ...payment, name: plan?.description },
    orderIssues: [],
    couponDTO: coupon
      ? { code: coupon, discount: checkout.couponDTO?.discount ?? 0, description: checkout.couponDTO?.description ?? '' }
      : null,
    expectedTerms: orderTerms(checkout, values, deliveryAddress !== null),
  };
}
