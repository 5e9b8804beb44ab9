import { z } from 'zod';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { recordOrderChange } from '../db/queries/order-feed';
import { markPaid, type OrderRow } from '../db/queries/orders';
import { latestPixCharge, markPixChargePaid } from '../db/queries/payments';
import { chargeOfTxid, recordPixPayment } from '../db/queries/pix-payments';
import { pixOutcome, pixOutcomeSchema, simulatedEndToEndId, type PixOutcome } from '../domain/pix-payment';
import { refuse } from '../domain/refusal';
import { notifyCustomer } from '../push/notify';
import { pixPaidMessage } from '../push/order-messages';
import { recordOrderEvent } from '../webhooks/record-webhook-event';
import { lockOwnOrder } from './own-order';

/** One PIX as the PSP notifies it (API Pix webhook): valor as written (`\d{1,10}\.\d{2}`), paidAt its horario. */
export interface ReceivedPix {
  endToEndId: string;
  txid: string | null;
  valor: string;
  paidAt: Date;
}

/** What a notified PIX did; `duplicate`: its endToEndId was received before, and nothing changed. */
export const pixReceiptSchema = z.enum([...pixOutcomeSchema.options, 'duplicate']).meta({
  description:
    '`confirmed`: it paid its charge, and the order is paid; `amount-mismatch`: its amount is not the charge\'s, the order stays unpaid; ' +
    '`unknown-txid`: no charge has its txid (or it has none), recorded without an order; `not-awaiting`: the order was paid or ' +
    'cancelled already, so the amount is to be returned; `duplicate`: this endToEndId was received before, nothing changed.',
});
export type PixReceipt = z.infer<typeof pixReceiptSchema>;

const LOGGED: Record<Exclude<PixOutcome, 'confirmed'>, string> = {
  'amount-mismatch': 'o valor difere do da cobrança; o pedido não foi dado como pago',
  'unknown-txid': 'nenhuma cobrança com este txid; registrado sem pedido',
  'not-awaiting': 'o pedido já estava pago ou cancelado; o valor deve ser devolvido',
};

/**
 * Records the PIX and, when it pays its charge exactly and the order awaits payment, marks the charge and the order
 * paid. The order's row is locked before the endToEndId is claimed: two payments of one order are decided one
 * after the other, and the same endToEndId arriving twice at once is recorded once (the second insert waits for the
 * first transaction and then finds it).
 */
async function receive(tx: Db, pix: ReceivedPix, now: Date): Promise<{ receipt: PixReceipt; order?: OrderRow }> {
  const charge = pix.txid === null ? undefined : await chargeOfTxid(tx, pix.txid);
  const order = charge && (await lockOwnOrder(tx, charge.order_id, charge.customer_id));
  const outcome: PixOutcome = charge && order ? pixOutcome(order, charge.amount, pix.valor) : 'unknown-txid';
  const recorded = await recordPixPayment(tx, {
    ...pix, receivedAt: now, chargeId: charge?.id ?? null, orderId: charge?.order_id ?? null, outcome,
  });
  if (!recorded) return { receipt: 'duplicate' };
  if (outcome === 'confirmed' && charge && order) {
    await markPixChargePaid(tx, charge.id, now);
    await markPaid(tx, order, now);
    await recordOrderEvent(tx, 'payment.received', order.id, now, { payment: { method: 'pix', amount: charge.amount, txid: pix.txid, endToEndId: pix.endToEndId } });
    await recordOrderChange(tx, order.id, now);
  }
  return { receipt: outcome, order };
}

/** After the commit: the customer's devices hear of a payment (not awaited); anything else goes to the log. */
function announce(deps: AppDeps, pix: ReceivedPix, receipt: PixReceipt, order: OrderRow | undefined): void {
  if (receipt === 'confirmed' && order) void notifyCustomer(deps, order.customer_id, pixPaidMessage(order));
  else if (receipt !== 'confirmed' && receipt !== 'duplicate') console.warn(`PIX ${pix.endToEndId} (txid ${pix.txid ?? '-'}, valor ${pix.valor}): ${LOGGED[receipt]}.`);
}

/** A PIX the PSP notified: recorded once by its endToEndId, and paying its order when it should (see `receive`). */
export async function confirmPixPayment(deps: AppDeps, pix: ReceivedPix): Promise<PixReceipt> {
  const { receipt, order } = await deps.db.transaction((tx) => receive(tx, pix, deps.clock.now()));
  announce(deps, pix, receipt, order);
  return receipt;
}

/**
 * The development stand-in for the PSP: the order's latest charge paid in full, through the same code. Refused, and
 * nothing recorded, for an order without a charge or not awaiting payment.
 */
export async function simulatePixPayment(deps: AppDeps, { orderId, customerId }: { orderId: number; customerId: number }): Promise<void> {
  const now = deps.clock.now();
  const { pix, order } = await deps.db.transaction(async (tx) => {
    const own = await lockOwnOrder(tx, orderId, customerId);
    const charge = await latestPixCharge(tx, own.id);
    if (!charge) refuse('refused', 'Nenhuma cobrança PIX foi gerada para este pedido.');
    const pix: ReceivedPix = { endToEndId: simulatedEndToEndId(now), txid: charge.txid, valor: charge.amount.toFixed(2), paidAt: now };
    const { receipt, order } = await receive(tx, pix, now);
    if (receipt !== 'confirmed') refuse('refused', 'Este pedido não aguarda pagamento.');
    return { pix, order };
  });
  announce(deps, pix, 'confirmed', order);
}
