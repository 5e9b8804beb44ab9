import type { Db } from '../db/client';
import { insertMessage, type OutgoingMessage } from '../db/queries/messages';

/**
 * Sends a WhatsApp, SMS or e-mail message: queues it in the outbox (the messages table) within the caller's
 * transaction, so work that is rolled back sends nothing. The message worker (message-worker.ts) delivers it once the
 * transaction has committed; the development inbox (/dev/inbox) shows it and its delivery state.
 */
export async function sendMessage(db: Db, message: OutgoingMessage, now: Date): Promise<void> {
  await insertMessage(db, message, now);
}
