import { BRAND_NAMES, cardBrand } from '../../../src/domain/card';
import type { AppDeps } from '../deps';
import { recordOrderChange } from '../db/queries/order-feed';
import { markPaid } from '../db/queries/orders';
import { insertCardPayment, latestCardPayment, type CardPaymentRow } from '../db/queries/payments';
import { simulatedAcquirer } from '../domain/card-payment';
import { amountDue, paymentRefusal } from '../domain/payments';
import { refuse } from '../domain/refusal';
import { recordOrderEvent } from '../webhooks/record-webhook-event';
import { lockOwnOrder } from './own-order';

export interface CardPaymentInput {
  orderId: number;
  customerId: number;
  /** checked by the caller: a valid number (digits only), holder, expiry ahead, CVV of the brand's length */
  card: { cardNumber: string; holder: string; expirationDate: string; securityCode: string };
}

/**
 * Pays what is left on the customer's order with a card, through the deployment's acquirer (AppDeps.cardAcquirer,
 * else the simulated one). Decided on the locked order row: a cancel or another payment racing this one sees it, or
 * is seen. Only the card's brand and last four digits are stored. An approval is recorded now but dated when the
 * acquirer's answer shows: until then the order reads unpaid.
 */
export async function payByCard(deps: AppDeps, { orderId, customerId, card }: CardPaymentInput): Promise<CardPaymentRow> {
  const now = deps.clock.now();
  const acquirer = deps.cardAcquirer ?? simulatedAcquirer;
  return deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, orderId, customerId);
    const refusal = paymentRefusal(order, now, 'card');
    if (refusal) refuse('refused', refusal);
    const pending = await latestCardPayment(tx, order.id);
    if (pending && now.getTime() < pending.decided_at.getTime()) refuse('refused', 'Já existe um pagamento em andamento para este pedido.');
    const amount = amountDue(order, now);
    const { outcome, decidedAt } = await acquirer.authorise({ ...card, amount, orderNumber: order.number, partnerId: order.partner_id }, now);
    const brand = cardBrand(card.cardNumber);
    const row = await insertCardPayment(tx, {
      order_id: order.id, brand: brand ? BRAND_NAMES[brand] : 'Outra', last4: card.cardNumber.slice(-4), amount,
      created_at: now, decided_at: decidedAt, outcome,
    });
    if (outcome === 'APPROVED') {
      await markPaid(tx, order, decidedAt);
      await recordOrderEvent(tx, 'payment.received', order.id, now, { payment: { method: 'card', amount: row.amount } });
      await recordOrderChange(tx, order.id, now);
    }
    return row;
  });
}
