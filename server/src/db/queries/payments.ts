import type { Db } from '../client';

export interface PixChargeRow {
  id: number;
  txid: string;
  amount: number;
  emv: string;
  qrcode: string;
  created_at: Date;
  ready_at: Date;
  expires_at: Date;
  paid_at: Date | null;
}

export async function latestPixCharge(db: Db, orderId: number): Promise<PixChargeRow | undefined> {
  const [row] = await db.query<PixChargeRow>(
    'SELECT id, txid, amount, emv, qrcode, created_at, ready_at, expires_at, paid_at FROM pix_charges WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [orderId],
  );
  return row;
}

export async function markPixChargePaid(db: Db, chargeId: number, at: Date): Promise<void> {
  await db.query('UPDATE pix_charges SET paid_at = $2 WHERE id = $1', [chargeId, at.toISOString()]);
}

export async function insertPixCharge(db: Db, orderId: number, charge: Omit<PixChargeRow, 'id' | 'paid_at'>): Promise<PixChargeRow> {
  const [row] = await db.query<PixChargeRow>(
    `INSERT INTO pix_charges (order_id, txid, amount, emv, qrcode, created_at, ready_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, txid, amount, emv, qrcode, created_at, ready_at, expires_at, paid_at`,
    [orderId, charge.txid, charge.amount, charge.emv, charge.qrcode, charge.created_at.toISOString(), charge.ready_at.toISOString(), charge.expires_at.toISOString()],
  );
  return row;
}

export type CardOutcome = 'APPROVED' | 'DECLINED' | 'ERROR';

export interface CardPaymentRow {
  id: number;
  order_id: number;
  amount: number;
  decided_at: Date;
  outcome: CardOutcome;
}

export async function latestCardPayment(db: Db, orderId: number): Promise<CardPaymentRow | undefined> {
  const [row] = await db.query<CardPaymentRow>(
    'SELECT id, order_id, amount, decided_at, outcome FROM card_payments WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [orderId],
  );
  return row;
}

export async function insertCardPayment(
  db: Db,
  payment: { order_id: number; brand: string; last4: string; amount: number; created_at: Date; decided_at: Date; outcome: CardOutcome },
): Promise<CardPaymentRow> {
  const [row] = await db.query<CardPaymentRow>(
    `INSERT INTO card_payments (order_id, brand, last4, amount, created_at, decided_at, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id, order_id, amount, decided_at, outcome`,
    [payment.order_id, payment.brand, payment.last4, payment.amount, payment.created_at.toISOString(), payment.decided_at.toISOString(), payment.outcome],
  );
  return row;
}

/** Who a partner's PIX charges pay: its name and city, and its own key (null: the deployment's PIX_KEY). */
export interface PixReceiverRow {
  name: string;
  city: string;
  pix_key: string | null;
}

export async function pixReceiver(db: Db, partnerId: number): Promise<PixReceiverRow> {
  const [row] = await db.query<PixReceiverRow>('SELECT name, city, pix_key FROM partners WHERE id = $1', [partnerId]);
  return row;
}
