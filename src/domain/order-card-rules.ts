// Order card rules ([commerce §4] Order status, docs/product-decisions.md "Order alert"): what an order card offers.

import type { Order, OrderStatus } from './entities/orders';

export const APPROVAL_MESSAGE = 'Pedido sujeito à aprovação financeira e comercial.';
const PAYMENT_OPEN = 'Pagamento em aberto';
const PAYMENT_ACTION = 'Efetuar pagamento';
const PAYMENT_RECEIVED = 'Pagamento recebido.';

type CardOrder = Pick<Order, 'status' | 'canCancel' | 'canEdit' | 'paid' | 'paymentLink' | 'orderIssues'> & {
  payment: Pick<Order['payment'], 'canUsePix' | 'canUseCreditCard'>;
};

/** The history's order: the newest order first. */
export function newestFirst(a: Pick<Order, 'emission'>, b: Pick<Order, 'emission'>): number {
  return b.emission.localeCompare(a.emission);
}

export function canCancel(order: Pick<Order, 'status' | 'canCancel'>): boolean {
  return order.status !== 'Cancelado' && order.canCancel;
}

export function canChange(order: Pick<Order, 'status' | 'canCancel' | 'canEdit'>): boolean {
  return canCancel(order) && order.canEdit;
}

/** [commerce §9] a net total below one cent counts as nothing to pay. */
export function somethingToPay(amount: number): boolean {
  return amount >= 0.01;
}

function payable(order: Pick<Order, 'status' | 'paid'>): boolean {
  return !order.paid && order.status !== 'Cancelado';
}

export function showPix(order: CardOrder): boolean {
  return payable(order) && order.payment.canUsePix;
}

export function showCard(order: CardOrder): boolean {
  return payable(order) && order.payment.canUseCreditCard;
}

type PaymentTag =
  | { kind: 'paid'; text: typeof PAYMENT_RECEIVED }
  | { kind: 'open'; text: typeof PAYMENT_OPEN; action: typeof PAYMENT_ACTION; link: string };

export function paymentTag(order: Pick<Order, 'paid' | 'paymentLink'>): PaymentTag | null {
  if (order.paid) return { kind: 'paid', text: PAYMENT_RECEIVED };
  if (order.paymentLink) return { kind: 'open', text: PAYMENT_OPEN, action: PAYMENT_ACTION, link: order.paymentLink };
  return null;
}

/** Issues that count for the alert: a TODAY_DEADLINE issue is a reminder, not a problem. */
function alertIssueCount(order: Pick<Order, 'orderIssues'>): number {
  return order.orderIssues.filter((issue) => issue.issueType !== 'TODAY_DEADLINE').length;
}

/** The alert text of an order card, or null when none shows. */
export function issueAlert(order: Pick<Order, 'status' | 'orderIssues'>): string | null {
  if (order.status === 'Em análise') return APPROVAL_MESSAGE;
  if (order.status === 'Em processamento' || order.status === 'Cancelado') return null;
  const count = alertIssueCount(order);
  if (count === 0) return null;
  return count === 1 ? 'Este pedido possui 1 pendência.' : `Este pedido possui ${count} pendências.`;
}

const NO_ADD_TO_CART: OrderStatus[] = ['Em processamento', 'Em análise', 'Liberado', 'Separado'];

/** In the order's items, the add-to-cart button shows only for these statuses. */
export function canAddItemToCart(status: OrderStatus): boolean {
  return !NO_ADD_TO_CART.includes(status);
}
