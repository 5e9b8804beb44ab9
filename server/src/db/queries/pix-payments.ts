import type { Db } from '../client';
import type { PixOutcome } from '../../domain/pix-payment';

/** The charge a notified PIX names by its txid, with the order it pays. */
export interface ChargeOfTxid {
  id: number;
  order_id: number;
  customer_id: number;
  amount: number;
}

export async function chargeOfTxid(db: Db, txid: string): Promise<ChargeOfTxid | undefined> {
  const [row] = await db.query<ChargeOfTxid>(
    'SELECT c.id, c.order_id, o.customer_id, c.amount FROM pix_charges c JOIN orders o ON o.id = c.order_id WHERE c.txid = $1',
    [txid],
  );
  return row;
}

export interface NewPixPayment {
  endToEndId: string;
  txid: string | null;
  /** as the PSP wrote it: `\d{1,10}\.\d{2}` */
  valor: string;
  paidAt: Date;
  receivedAt: Date;
  chargeId: number | null;
  orderId: number | null;
  outcome: PixOutcome;
}

/**
 * Records the payment unless its endToEndId is already recorded: false then, and nothing changes. A second
 * transaction inserting the same endToEndId waits here for the first to end, then sees it.
 */
export async function recordPixPayment(db: Db, payment: NewPixPayment): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO pix_payments (end_to_end_id, txid, amount, paid_at, received_at, charge_id, order_id, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (end_to_end_id) DO NOTHING RETURNING id`,
    [payment.endToEndId, payment.txid, payment.valor, payment.paidAt.toISOString(), payment.receivedAt.toISOString(),
      payment.chargeId, payment.orderId, payment.outcome],
  );
  return rows.length === 1;
}
