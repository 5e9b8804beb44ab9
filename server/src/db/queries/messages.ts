import type { Db } from '../client';

export type MessageChannel = 'whatsapp' | 'sms' | 'email';

export interface OutgoingMessage {
  /** phone digits (area code first) or e-mail address */
  recipient: string;
  channel: MessageChannel;
  text: string;
}

export interface StoredMessage extends OutgoingMessage {
  id: number;
  createdAt: string;
}

export async function insertMessage(db: Db, message: OutgoingMessage, now: Date): Promise<void> {
  await db.query('INSERT INTO messages (recipient, channel, text, created_at) VALUES ($1, $2, $3, $4)', [
    message.recipient,
    message.channel,
    message.text,
    now.toISOString(),
  ]);
}

/** Newest first; only one recipient's when `recipient` is given. */
export async function listMessages(db: Db, options: { recipient?: string; limit: number }): Promise<StoredMessage[]> {
  const rows = await db.query<{ id: number; recipient: string; channel: MessageChannel; text: string; created_at: Date | string }>(
    `SELECT id, recipient, channel, text, created_at FROM messages
     WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT $2`,
    [options.recipient ?? null, options.limit],
  );
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: new Date(created_at).toISOString() }));
}
