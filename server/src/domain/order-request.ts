import { addressErrors, normalizeAddress } from '../../../src/domain/delivery-address';
import type { DeliveryAddress } from '../../../src/domain/entities/checkout';

/** One refused field of a checkout or order request, as the app shows it under the field. */
export interface FieldError {
  field: string;
  errorMessage: string;
}

/** What `POST /v2/orders` asks for, after the edge validation (zod). */
export interface OrderRequest {
  partnerId: number;
  /** YYYY-MM-DD */
  deliveryDate: string | null;
  alternativeAddress: number | null;
  /** An address typed at checkout, used instead of one on file (sent with `alternativeAddress` null). */
  deliveryAddress: DeliveryAddress | null;
  paymentPlan: number | null;
  /** Trimmed and upper-cased; empty or null: no coupon. */
  couponCode: string | null;
}

/** What the server loaded for the request's cart. */
export interface OrderContext<Plan extends { id: number }, Address extends { id: number }, Coupon> {
  plans: Plan[];
  addresses: Address[];
  /** The coupon the request names, when it exists. */
  coupon: Coupon | undefined;
  /** The delivery dates offered now (`deliveryDates(now)`). */
  offeredDates: string[];
}

export type OrderCheck<Plan, Address, Coupon> =
  | { ok: true; plan: Plan; address: Address | DeliveryAddress; coupon: Coupon | null; deliveryDate: string }
  | { ok: false; message: string; errors: FieldError[] };

/** Refused before anything else: a cart of another partner, or an empty one. */
export function cartRefusal(partnerId: number, cart: { partnerId: number; itemCount: number }): string | null {
  if (cart.partnerId !== partnerId) return 'Este carrinho não é deste parceiro.';
  if (cart.itemCount === 0) return 'Seu carrinho está vazio.';
  return null;
}

/**
 * The request's choices that are offered now; without an address, the customer's only address. A typed address is
 * no address on file: the order goes where the customer typed, even if one was registered meanwhile.
 */
export function offeredChoices<Plan extends { id: number }, Address extends { id: number }, Coupon>(
  request: OrderRequest,
  context: OrderContext<Plan, Address, Coupon>,
): { plan: Plan | undefined; address: Address | undefined; deliveryDate: string | null } {
  const { addresses } = context;
  return {
    plan: context.plans.find((p) => p.id === request.paymentPlan),
    address: request.deliveryAddress ? undefined
      : request.alternativeAddress === null && addresses.length === 1 ? addresses[0] : addresses.find((a) => a.id === request.alternativeAddress),
    deliveryDate: request.deliveryDate && context.offeredDates.includes(request.deliveryDate) ? request.deliveryDate : null,
  };
}

/**
 * The fields a finished order must have before it is written (after `cartRefusal`): every field is checked and all
 * its errors are listed (the message is the first one).
 */
export function checkOrderRequest<Plan extends { id: number }, Address extends { id: number }, Coupon>(
  request: OrderRequest,
  context: OrderContext<Plan, Address, Coupon>,
): OrderCheck<Plan, Address, Coupon> {
  const { plan, address, deliveryDate } = offeredChoices(request, context);
  const errors: FieldError[] = [];
  const check = (ok: boolean, field: string, errorMessage: string) => ok || errors.push({ field, errorMessage });

  if (!request.deliveryDate) check(false, 'deliveryDate', 'O campo de data de entrega é obrigatório.');
  else check(deliveryDate !== null, 'deliveryDate', 'Data de entrega indisponível.');
  const typed = request.deliveryAddress;
  if (typed) errors.push(...addressErrors(typed));
  else if (request.alternativeAddress === null) check(Boolean(address), 'alternativeAddress', 'O campo endereço de entrega é obrigatório.');
  else check(Boolean(address), 'alternativeAddress', 'Endereço de entrega inválido.');
  if (request.paymentPlan === null) check(false, 'paymentPlan', 'O campo plano de pagamento é obrigatório.');
  else check(Boolean(plan), 'paymentPlan', 'Plano de pagamento inválido.');
  if (request.couponCode) check(Boolean(context.coupon), 'coupon', 'Cupom inválido.');

  const delivery = typed ? normalizeAddress(typed) : address;
  if (errors.length > 0 || !plan || !delivery || !deliveryDate) return { ok: false, message: errors[0].errorMessage, errors };
  return { ok: true, plan, address: delivery, coupon: request.couponCode ? (context.coupon ?? null) : null, deliveryDate };
}
