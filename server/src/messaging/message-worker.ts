import type { Db } from '../db/client';
import { claimDueMessages, finishAttempt, type ClaimedMessage, type DeliveryOutcome } from '../db/queries/messages';
import type { Clock } from '../deps';
import { errorText, startQueueWorker, type QueueWorker } from '../queue/queue-worker';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './retry-schedule';
import { DeliveryError, type Transports } from './transport';

/**
 * How long a claimed message is a worker's alone. Longer than any provider call (PROVIDER_TIMEOUT_MS), so a live worker
 * always records its outcome first; after it, a message whose worker died mid-send is claimed again. That crash is the
 * only way a message can leave twice.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 10;
/** Catches retries coming due, and messages queued by another API instance. */
const POLL_MS = 15_000;

export type MessageWorker = QueueWorker;

interface WorkerOptions {
  db: Db;
  clock: Clock;
  transports: Transports;
  /** 0: no timer (tests drive the worker) */
  pollMs?: number;
  random?: () => number;
}

/**
 * Delivers the messages of the outbox (the messages table) through the transport of each channel, inside the server
 * process. Several workers (API instances) share the table: each claims different rows (FOR UPDATE SKIP LOCKED).
 */
export function startMessageWorker({ db, clock, transports, pollMs = POLL_MS, random = Math.random }: WorkerOptions): MessageWorker {
  /** What one attempt came to. A provider's error only: recording the outcome is not part of the attempt. */
  async function attempt(message: ClaimedMessage): Promise<DeliveryOutcome> {
    const transport = transports[message.channel];
    if (!transport) return { status: 'inbox' };
    try {
      const { providerId } = await transport.deliver(message);
      return { status: 'sent', providerId, at: clock.now() };
    } catch (error) {
      const text = errorText(error);
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(message.attempts, random));
      const givenUp = retryAt.getTime() - message.createdAt.getTime() > GIVE_UP_AFTER_MS;
      const permanent = error instanceof DeliveryError && error.permanent;
      return permanent || givenUp ? { status: 'failed', error: text } : { status: 'pending', error: text, retryAt };
    }
  }

  // A message sent whose outcome cannot be recorded (the database gone) stays claimed: its lease runs out and it is
  // sent again, the crash window of CLAIM_LEASE_MS.
  async function deliver(message: ClaimedMessage): Promise<void> {
    const outcome = await attempt(message);
    if (!(await finishAttempt(db, message, outcome))) {
      console.warn(`Mensagem ${message.id}: a tentativa ${message.attempts} terminou (${outcome.status}) depois de perder a reserva para outra.`);
    }
  }

  return startQueueWorker({
    clock,
    claim: (now, leaseUntil, limit) => claimDueMessages(db, now, leaseUntil, limit),
    handle: deliver,
    leaseMs: CLAIM_LEASE_MS,
    batch: BATCH,
    pollMs,
    failureLog: 'Falha ao entregar mensagens:',
  });
}
