// The customers batch's SQL (services/upsert-customers.ts): the shared company record, its phones and addresses,
// and one partner's own terms (partner_customers).
import type { Db } from '../client';
import type { CustomerAddressLine } from '../../domain/customer-batch-row';

export interface LockedCustomer {
  id: number;
  name: string;
  trade_name: string | null;
  email: string | null;
  /** the partners serving it before this batch */
  partner_ids: number[];
}

export interface PartnerTerms {
  payment_plan_ids: number[] | null;
  credit: number;
  blocked: boolean;
}

/** Makes the customer when no row has its tax id (the unique key decides between concurrent batches); true when made. */
export async function insertCustomerIfNew(db: Db, taxId: string, fields: { name: string; tradeName: string | null; email: string | null }): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO customers (tax_id, name, trade_name, email) VALUES ($1, $2, $3, $4) ON CONFLICT (tax_id) DO NOTHING RETURNING id',
    [taxId, fields.name, fields.tradeName, fields.email],
  );
  return rows.length > 0;
}

/**
 * The customer's record locked until the transaction ends, with the partners that serve it. The partners are read
 * after the lock, in a statement of their own: read in the locking statement, a batch that waited on the lock would
 * miss the partner another batch had just added (PostgreSQL rechecks only the locked row).
 */
export async function lockCustomerByTaxId(db: Db, taxId: string): Promise<LockedCustomer> {
  const [row] = await db.query<Omit<LockedCustomer, 'partner_ids'>>(
    'SELECT id, name, trade_name, email FROM customers WHERE tax_id = $1 FOR UPDATE',
    [taxId],
  );
  const [{ partner_ids }] = await db.query<{ partner_ids: number[] }>(
    "SELECT COALESCE(array_agg(partner_id ORDER BY partner_id), '{}') AS partner_ids FROM partner_customers WHERE customer_id = $1",
    [row!.id],
  );
  return { ...row!, partner_ids };
}

export async function updateCustomerRecord(db: Db, id: number, fields: { name: string; tradeName: string | null; email: string | null }): Promise<void> {
  await db.query('UPDATE customers SET name = $2, trade_name = $3, email = $4 WHERE id = $1', [id, fields.name, fields.tradeName, fields.email]);
}

/** Adds the numbers the customer does not have yet; answers how many were added. */
export async function addCustomerPhones(db: Db, customerId: number, phones: string[]): Promise<number> {
  if (phones.length === 0) return 0;
  const rows = await db.query(
    `INSERT INTO customer_phones (customer_id, phone) SELECT $1, phone FROM unnest($2::text[]) AS phone
     ON CONFLICT (customer_id, phone) DO NOTHING RETURNING id`,
    [customerId, phones],
  );
  return rows.length;
}

/** Adds the addresses the customer does not have yet (same street line, district, city, state and CEP); answers how many. */
export async function addCustomerAddresses(db: Db, customerId: number, addresses: CustomerAddressLine[]): Promise<number> {
  let added = 0;
  for (const a of addresses) {
    const rows = await db.query(
      `INSERT INTO customer_addresses (customer_id, street, district, city, state, cep)
       SELECT $1, $2, $3, $4, $5, $6 WHERE NOT EXISTS (SELECT 1 FROM customer_addresses
         WHERE customer_id = $1 AND street = $2 AND district = $3 AND city = $4 AND state = $5 AND cep IN ($6, ''))
       RETURNING id`,
      [customerId, a.street, a.district, a.city, a.state, a.cep],
    );
    added += rows.length;
  }
  return added;
}

export async function partnerTerms(db: Db, partnerId: number, customerId: number): Promise<PartnerTerms | undefined> {
  const [row] = await db.query<PartnerTerms>(
    'SELECT payment_plan_ids, credit, blocked FROM partner_customers WHERE partner_id = $1 AND customer_id = $2',
    [partnerId, customerId],
  );
  return row;
}

/** The partner serves the customer on these terms: the row is made, or only this partner's row is changed. */
export async function upsertPartnerTerms(db: Db, partnerId: number, customerId: number, terms: PartnerTerms): Promise<void> {
  await db.query(
    `INSERT INTO partner_customers (partner_id, customer_id, payment_plan_ids, credit, blocked) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (partner_id, customer_id) DO UPDATE SET payment_plan_ids = $3, credit = $4, blocked = $5`,
    [partnerId, customerId, terms.payment_plan_ids, terms.credit, terms.blocked],
  );
}

/** Which of these plan ids are the partner's own. */
export async function partnerPlanIds(db: Db, partnerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: number }>('SELECT id FROM payment_plans WHERE partner_id = $1 AND id = ANY($2::int[])', [partnerId, ids]);
  return new Set(rows.map((row) => row.id));
}
