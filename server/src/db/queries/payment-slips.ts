import type { Db } from '../client';

export type StoredAvailability = 'AVAILABLE' | 'REQUESTED' | 'UNKNOW';

export interface PaymentSlipRow {
  id: number;
  customer_id: number;
  partner_id: number;
  number: string;
  /** YYYY-MM-DD */
  due_date: string;
  value_cents: number;
  barcode: string;
  typed_line: string;
  availability: StoredAvailability;
  requested_at: Date | null;
}

const SLIP_SELECT = `SELECT id, customer_id, partner_id, number, to_char(due_date, 'YYYY-MM-DD') AS due_date, value_cents, barcode,
  typed_line, availability, requested_at FROM payment_slips`;

/** The customer's slips at a partner, nearest due date first. */
export async function customerSlips(db: Db, customerId: number, partnerId: number): Promise<PaymentSlipRow[]> {
  return db.query<PaymentSlipRow>(`${SLIP_SELECT} WHERE customer_id = $1 AND partner_id = $2 ORDER BY due_date, id`, [customerId, partnerId]);
}

/** One of the customer's slips; another customer's is not found. */
export async function findCustomerSlip(db: Db, id: number, customerId: number): Promise<PaymentSlipRow | undefined> {
  const [row] = await db.query<PaymentSlipRow>(`${SLIP_SELECT} WHERE id = $1 AND customer_id = $2`, [id, customerId]);
  return row;
}

/**
 * Asks the bank for a second copy of a slip it has none of. One conditional UPDATE: two requests at once
 * change it once, and the first request's time stands.
 */
export async function requestSecondCopy(db: Db, id: number, customerId: number, now: Date): Promise<void> {
  await db.query(
    "UPDATE payment_slips SET availability = 'REQUESTED', requested_at = $3 WHERE id = $1 AND customer_id = $2 AND availability = 'UNKNOW'",
    [id, customerId, now.toISOString()],
  );
}

/** The bank issues a requested second copy now (a development stand-in): answers whether one was waiting. */
export async function issueSecondCopy(db: Db, id: number, customerId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    "UPDATE payment_slips SET availability = 'AVAILABLE', requested_at = NULL WHERE id = $1 AND customer_id = $2 AND availability = 'REQUESTED' RETURNING id",
    [id, customerId],
  );
  return rows.length > 0;
}

export interface SlipParties {
  partner_name: string;
  customer_name: string;
  customer_tax_id: string;
}

/** Who the slip's PDF names: the partner (beneficiary) and the customer (payer). */
export async function slipParties(db: Db, slip: Pick<PaymentSlipRow, 'partner_id' | 'customer_id'>): Promise<SlipParties> {
  const [row] = await db.query<SlipParties>(
    `SELECT p.name AS partner_name, c.name AS customer_name, c.tax_id AS customer_tax_id
     FROM partners p, customers c WHERE p.id = $1 AND c.id = $2`,
    [slip.partner_id, slip.customer_id],
  );
  return row;
}
