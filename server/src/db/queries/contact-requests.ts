import type { Db } from '../client';

export interface NewContactRequest {
  customerId: number;
  partnerId: number;
  contactName: string;
  phone: string;
}

export async function insertContactRequest(db: Db, request: NewContactRequest, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO contact_requests (customer_id, partner_id, contact_name, phone, created_at) VALUES ($1, $2, $3, $4, $5)',
    [request.customerId, request.partnerId, request.contactName, request.phone, now.toISOString()],
  );
}
