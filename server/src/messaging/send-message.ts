import type { Db } from '../db/client';
import { insertMessage, type OutgoingMessage } from '../db/queries/messages';

/**
 * Sends a WhatsApp, SMS or e-mail message. The reference API has no gateway: every message is
 * kept in the `messages` table, where the development inbox (/dev/inbox) shows it. A production
 * gateway replaces this one function.
 */
export async function sendMessage(db: Db, message: OutgoingMessage, now: Date): Promise<void> {
  await insertMessage(db, message, now);
}
