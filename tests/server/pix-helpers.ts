import type { Db } from '../../server/src/db/client';

/** An endToEndId as the SPI makes them (32 letters and digits); `n` keeps each test's ids apart. */
export const endToEndId = (n: number) => `E12345678202612071030${String(n).padStart(11, '0')}`;

export interface IssuedCharge {
  txid: string;
  /** the charge's amount as the API Pix writes a valor */
  valor: string;
}

/** The order's latest PIX charge, as the PSP would report a payment of it. */
export async function issuedCharge(db: Db, orderId: number): Promise<IssuedCharge> {
  const [row] = await db.query<{ txid: string; amount: number }>(
    'SELECT txid, amount FROM pix_charges WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
    [orderId],
  );
  return { txid: row.txid, valor: Number(row.amount).toFixed(2) };
}

export interface RecordedPix {
  end_to_end_id: string;
  order_id: number | null;
  outcome: string;
  amount: string;
}

export async function recordedPix(db: Db): Promise<RecordedPix[]> {
  return db.query<RecordedPix>('SELECT end_to_end_id, order_id, outcome, amount::text AS amount FROM pix_payments ORDER BY id');
}

/** What the order's row says: paid or not, and the credit the payment used. */
export async function orderPayment(db: Db, orderId: number): Promise<{ paid: boolean; credit_used: number }> {
  const [row] = await db.query<{ paid: boolean; credit_used: number }>(
    'SELECT paid_at IS NOT NULL AS paid, credit_used FROM orders WHERE id = $1',
    [orderId],
  );
  return { paid: row.paid, credit_used: Number(row.credit_used) };
}
