import type { CreditBalance } from '../../../src/domain/entities/orders';
import { roundCents } from '../../../src/domain/pricing';
import type { OrderRow } from '../db/queries/orders';

/** paid_at can lie ahead while a card authorisation is still running. */
export function isPaid(order: Pick<OrderRow, 'paid_at'>, now: Date): boolean {
  return order.paid_at !== null && order.paid_at.getTime() <= now.getTime();
}

/** What is left to pay: the order total less the customer's credit; nothing once paid. */
export function amountDue(order: Pick<OrderRow, 'paid_at' | 'total_payment' | 'credit_balance'>, now: Date): number {
  return isPaid(order, now) ? 0 : roundCents(Math.max(0, order.total_payment - order.credit_balance));
}

/** Whether the order is paid, the credit set against it and what remains once it is. */
export interface Settlement {
  paid: boolean;
  credit: number;
  netTotal: number;
}

/**
 * Once paid: the credit the payment used and the amount paid. Before: the credit a payment would use now and the
 * amount due; a cancelled unpaid order owes nothing and uses no credit.
 */
export function settlement(
  order: Pick<OrderRow, 'paid_at' | 'total_payment' | 'credit_balance' | 'credit_used' | 'status'>,
  now: Date,
): Settlement {
  if (isPaid(order, now)) return { paid: true, credit: order.credit_used, netTotal: roundCents(order.total_payment - order.credit_used) };
  if (order.status === 'Cancelado') return { paid: false, credit: 0, netTotal: 0 };
  const due = amountDue(order, now);
  return { paid: false, credit: roundCents(order.total_payment - due), netTotal: due };
}

export function creditBalance(order: OrderRow, now: Date, others: { pendingDebits: number; releasedTotal: number }): CreditBalance {
  const paid = isPaid(order, now);
  return {
    grossTotalAmount: order.total_payment,
    creditBalance: order.credit_balance,
    availableCredits: paid ? 0 : roundCents(Math.min(order.credit_balance, order.total_payment)),
    pendingDebits: others.pendingDebits,
    totalReleasedOrders: others.releasedTotal,
    netTotalAmount: amountDue(order, now),
  };
}

/** Why a new PIX charge or card payment is refused for this order, or null when it may be paid. */
export function paymentRefusal(order: OrderRow, now: Date, method: 'pix' | 'card'): string | null {
  if (order.status === 'Cancelado') return 'Este pedido foi cancelado.';
  if (order.paid_at !== null) return isPaid(order, now) ? 'Este pedido já foi pago.' : 'Já existe um pagamento em andamento para este pedido.';
  if (method === 'pix' && !order.can_use_pix) return 'A forma de pagamento deste pedido não permite PIX.';
  if (method === 'card' && !order.can_use_credit_card) return 'A forma de pagamento deste pedido não permite cartão de crédito.';
  if (amountDue(order, now) < 0.01) return 'Não há valor a pagar neste pedido.';
  return null;
}
