import type { Db } from '../db/client';
import { lockRecipient, recentSends, recordSend } from '../db/queries/signup-sends';
import { SIGNUP_SENDS_PER_WINDOW, SIGNUP_WINDOW_MINUTES, signupWaitMessage } from '../domain/signup-throttle';
import { fail } from './errors';

/**
 * Counts one message to `recipient` for the customer, or answers 429 when the window is full. Call it in the
 * transaction that holds the customer's row lock (lockServedCustomer); the recipient is locked here.
 */
export async function reserveSignupSend(tx: Db, customerId: number, recipient: string, now: Date): Promise<void> {
  await lockRecipient(tx, recipient);
  const windowMs = SIGNUP_WINDOW_MINUTES * 60_000;
  const sends = await recentSends(tx, customerId, recipient, new Date(now.getTime() - windowMs));
  if (sends.length >= SIGNUP_SENDS_PER_WINDOW) {
    const freedAt = sends[sends.length - SIGNUP_SENDS_PER_WINDOW].getTime() + windowMs;
    fail(429, signupWaitMessage(freedAt - now.getTime()));
  }
  await recordSend(tx, customerId, recipient, now);
}
