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
  paymentPlan: number | null;
  /** Trimmed and upper-cased; empty or null: no coupon. */
  couponCode: string | null;
}

/** What the server loaded for the request's cart. */
export interface OrderContext<Plan extends { id: number }, Address extends { id: number }, Coupon> {
  cartPartnerId: number;
  /** Priced lines of the cart (removed products already dropped). */
  itemCount: number;
  plans: Plan[];
  addresses: Address[];
  /** The coupon the request names, when it exists. */
  coupon: Coupon | undefined;
  /** The delivery dates offered now (`deliveryDates(now)`). */
  offeredDates: string[];
}

export type OrderCheck<Plan, Address, Coupon> =
  | { ok: true; plan: Plan; address: Address; coupon: Coupon | null; deliveryDate: string }
  | { ok: false; message: string; errors?: FieldError[] };

/**
 * The rules a finished order must meet before it is written. A cart of another partner or an empty cart is refused
 * with a message; otherwise every field is checked and all its errors are listed (the message is the first one).
 * Without an address, the customer's only address is used.
 */
export function checkOrderRequest<Plan extends { id: number }, Address extends { id: number }, Coupon>(
  request: OrderRequest,
  context: OrderContext<Plan, Address, Coupon>,
): OrderCheck<Plan, Address, Coupon> {
  if (context.cartPartnerId !== request.partnerId) return { ok: false, message: 'Este carrinho não é deste parceiro.' };
  if (context.itemCount === 0) return { ok: false, message: 'Seu carrinho está vazio.' };

  const { addresses } = context;
  const plan = context.plans.find((p) => p.id === request.paymentPlan);
  const address =
    request.alternativeAddress === null && addresses.length === 1 ? addresses[0] : addresses.find((a) => a.id === request.alternativeAddress);
  const errors: FieldError[] = [];
  const check = (ok: boolean, field: string, errorMessage: string) => ok || errors.push({ field, errorMessage });

  if (!request.deliveryDate) check(false, 'deliveryDate', 'O campo de data de entrega é obrigatório.');
  else check(context.offeredDates.includes(request.deliveryDate), 'deliveryDate', 'Data de entrega indisponível.');
  if (request.alternativeAddress === null) check(Boolean(address), 'alternativeAddress', 'O campo endereço de entrega é obrigatório.');
  else check(Boolean(address), 'alternativeAddress', 'Endereço de entrega inválido.');
  if (request.paymentPlan === null) check(false, 'paymentPlan', 'O campo plano de pagamento é obrigatório.');
  else check(Boolean(plan), 'paymentPlan', 'Plano de pagamento inválido.');
  if (request.couponCode) check(Boolean(context.coupon), 'coupon', 'Cupom inválido.');

  if (errors.length > 0 || !plan || !address || !request.deliveryDate) return { ok: false, message: errors[0].errorMessage, errors };
  return { ok: true, plan, address, coupon: request.couponCode ? (context.coupon ?? null) : null, deliveryDate: request.deliveryDate };
}
