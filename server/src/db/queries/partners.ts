import type { Db } from '../client';

export interface PartnerRow {
  id: number;
  name: string;
  url_catalog: string;
  /** Whether the partner serves the customer asked about. */
  serves: boolean;
}

/** Every partner, marked by whether it serves the customer. */
export async function partnersForCustomer(db: Db, customerId: number): Promise<PartnerRow[]> {
  return db.query<PartnerRow>(
    `SELECT p.id, p.name, p.url_catalog, pc.customer_id IS NOT NULL AS serves
     FROM partners p LEFT JOIN partner_customers pc ON pc.partner_id = p.id AND pc.customer_id = $1
     ORDER BY p.id`,
    [customerId],
  );
}

export async function servesCustomer(db: Db, partnerId: number, customerId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM partner_customers WHERE partner_id = $1 AND customer_id = $2', [partnerId, customerId]);
  return rows.length > 0;
}

export async function partnerContacts(db: Db, partnerId: number): Promise<{ name: string; description: string; phone_number: string }[]> {
  return db.query('SELECT name, description, phone_number FROM partner_contacts WHERE partner_id = $1 ORDER BY position, id', [partnerId]);
}

export async function partnerName(db: Db, partnerId: number): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM partners WHERE id = $1', [partnerId]);
  return row?.name;
}
