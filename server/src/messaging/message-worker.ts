import type { Db } from '../db/client';
import { claimDueMessages, finishAttempt, type ClaimedMessage, type DeliveryOutcome } from '../db/queries/messages';
import type { Clock } from '../deps';
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

export interface MessageWorker {
  /** Looks for due messages now (after a request that may have queued one answered: its transaction has committed). */
  wake(): void;
  /** Wakes, and resolves once no due message is left (or the worker stopped). */
  drain(): Promise<void>;
  /** No new round starts; resolves when the current one has ended. */
  stop(): Promise<void>;
}

interface WorkerOptions {
  db: Db;
  clock: Clock;
  transports: Transports;
  /** 0: no timer (tests drive the worker) */
  pollMs?: number;
  random?: () => number;
}

/** fetch says only 'fetch failed': its cause names what happened (ECONNREFUSED, a TLS error). */
function errorText(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const why = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  const text = error instanceof Error ? error.message : String(error);
  return (why ? `${text} (${why})` : text).slice(0, 300) || 'Erro desconhecido.';
}

/**
 * Delivers the messages of the outbox (the messages table) through the transport of each channel, inside the server
 * process. Several workers (API instances) share the table: each claims different rows (FOR UPDATE SKIP LOCKED).
 */
export function startMessageWorker({ db, clock, transports, pollMs = POLL_MS, random = Math.random }: WorkerOptions): MessageWorker {
  let stopped = false;
  let again = false;
  let round: Promise<void> | null = null;

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

  async function run(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const now = clock.now();
        const claimed = await claimDueMessages(db, now, new Date(now.getTime() + CLAIM_LEASE_MS), BATCH);
        if (claimed.length === 0) break;
        await Promise.all(claimed.map(deliver));
      }
    } while (again);
  }

  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (round) {
      again = true;
      return round;
    }
    round = run()
      .catch((error) => console.error('Falha ao entregar mensagens:', error))
      .finally(() => {
        round = null;
      });
    return round;
  }

  const timer = pollMs > 0 ? setInterval(wake, pollMs) : null;
  timer?.unref();

  return {
    wake: () => void wake(),
    drain: wake,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round;
    },
  };
}
