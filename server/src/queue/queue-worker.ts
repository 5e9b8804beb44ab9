import type { Clock } from '../deps';

export interface QueueWorker {
  /** Looks for due work now (after a request that may have queued some answered: its transaction has committed). */
  wake(): void;
  /** Wakes, and resolves once nothing due is left (or the worker stopped). */
  drain(): Promise<void>;
  /** No new round starts; resolves when the current one has ended. */
  stop(): Promise<void>;
}

export interface QueueWorkerOptions<Job> {
  clock: Clock;
  /** Leases up to `limit` due jobs until `leaseUntil` (FOR UPDATE SKIP LOCKED: rows another worker claims are skipped). */
  claim(now: Date, leaseUntil: Date, limit: number): Promise<Job[]>;
  /** One attempt at a claimed job, its outcome recorded; never throws for a failed attempt. */
  handle(job: Job): Promise<void>;
  /** How long a claimed job is this worker's alone: longer than any attempt, so a live worker records its outcome first. */
  leaseMs: number;
  batch: number;
  /** Catches retries coming due, and jobs queued by another API instance; 0: no timer (tests drive the worker). */
  pollMs: number;
  /** Names the queue in the log when a round fails. */
  failureLog: string;
}

/**
 * The loop of an outbox table's worker inside the server process (messages, webhook deliveries): rounds of claim and
 * handle until nothing is due, one round at a time, started by a wake-up or a timer. Several workers (API instances)
 * share a table: each claims different rows.
 */
export function startQueueWorker<Job>({ clock, claim, handle, leaseMs, batch, pollMs, failureLog }: QueueWorkerOptions<Job>): QueueWorker {
  let stopped = false;
  let again = false;
  let round: Promise<void> | null = null;

  async function run(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const now = clock.now();
        const claimed = await claim(now, new Date(now.getTime() + leaseMs), batch);
        if (claimed.length === 0) break;
        await Promise.all(claimed.map(handle));
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
      .catch((error) => console.error(failureLog, error))
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

/** fetch says only 'fetch failed': its cause names what happened (ECONNREFUSED, a TLS error). */
export function errorText(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const why = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  const text = error instanceof Error ? error.message : String(error);
  return (why ? `${text} (${why})` : text).slice(0, 300) || 'Erro desconhecido.';
}
