import type { Db } from '../client';

/** Holds other sends to this recipient (of any customer) until the transaction ends. */
export async function lockRecipient(db: Db, recipient: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`signup-send:${recipient}`]);
}

/** The sends to this customer or this recipient since `since`, oldest first. */
export async function recentSends(db: Db, customerId: number, recipient: string, since: Date): Promise<Date[]> {
  const rows = await db.query<{ sent_at: Date | string }>(
    `SELECT sent_at FROM signup_sends WHERE (customer_id = $1 OR recipient = $2) AND sent_at > $3 ORDER BY sent_at`,
    [customerId, recipient, since.toISOString()],
  );
  return rows.map((row) => new Date(row.sent_at));
}

export async function recordSend(db: Db, customerId: number, recipient: string, now: Date): Promise<void> {
  await db.query('INSERT INTO signup_sends (customer_id, recipient, sent_at) VALUES ($1, $2, $3)', [customerId, recipient, now.toISOString()]);
}

/** Deletes sends the throttle no longer counts: those at or before `windowStart`. */
export async function deleteSendsBefore(db: Db, windowStart: Date): Promise<void> {
  await db.query('DELETE FROM signup_sends WHERE sent_at <= $1', [windowStart.toISOString()]);
}
