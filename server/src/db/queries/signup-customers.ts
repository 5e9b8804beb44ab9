import type { Db } from '../client';

export interface SignupCustomerRow {
  id: number;
  tax_id: string;
  name: string;
  trade_name: string | null;
  email: string | null;
  /** a user named by the tax id exists: signup is over */
  registered: boolean;
}

export interface CustomerPhoneRow {
  id: number;
  phone: string;
}

const CUSTOMER_SELECT = `SELECT c.id, c.tax_id, c.name, c.trade_name, c.email,
  EXISTS (SELECT 1 FROM users u WHERE u.username = lower(c.tax_id)) AS registered
  FROM customers c JOIN partner_customers pc ON pc.customer_id = c.id AND pc.partner_id = $2`;

/** The customer with this tax id when the partner serves it. */
export async function findCustomerByTaxId(db: Db, taxId: string, partnerId: number): Promise<SignupCustomerRow | undefined> {
  const [row] = await db.query<SignupCustomerRow>(`${CUSTOMER_SELECT} WHERE c.tax_id = $1`, [taxId, partnerId]);
  return row;
}

/**
 * The customer when the partner serves it, its row locked until the transaction ends: every signup step that
 * reads then writes for a customer (throttle, registration, phones) takes this lock first.
 */
export async function lockServedCustomer(db: Db, customerId: number, partnerId: number): Promise<SignupCustomerRow | undefined> {
  const [row] = await db.query<SignupCustomerRow>(`${CUSTOMER_SELECT} WHERE c.id = $1 FOR UPDATE OF c`, [customerId, partnerId]);
  return row;
}

export async function customerPhones(db: Db, customerId: number): Promise<CustomerPhoneRow[]> {
  return db.query<CustomerPhoneRow>('SELECT id, phone FROM customer_phones WHERE customer_id = $1 ORDER BY id', [customerId]);
}

export async function findCustomerPhone(db: Db, customerId: number, phoneId: number): Promise<CustomerPhoneRow | undefined> {
  const [row] = await db.query<CustomerPhoneRow>('SELECT id, phone FROM customer_phones WHERE id = $1 AND customer_id = $2', [
    phoneId,
    customerId,
  ]);
  return row;
}

export async function replacePhone(db: Db, phoneId: number, phone: string): Promise<void> {
  await db.query('UPDATE customer_phones SET phone = $2 WHERE id = $1', [phoneId, phone]);
}
