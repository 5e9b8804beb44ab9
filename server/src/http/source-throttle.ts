import type { Db } from '../db/client';
import { reserveSourceAttempt, sourceWindowStart } from '../db/queries/login-throttle';
import { SOURCE_WINDOW_SECONDS } from '../domain/throttle';
import { fail } from './errors';

/** How many attempts one source (a device, a network) may make in a window, and what a refused one is told. */
export interface SourceLimit {
  attempts: number;
  /** how long a refused source waits, in seconds (at least 1) → the 429's message */
  waitMessage: (seconds: number) => string;
}

/**
 * Counts an attempt for each source (keys such as `ip:<network>`, one prefix per use of the counter) in the shared
 * source window, or answers 429 with how long until the first full source's window ends. One upsert per source:
 * attempts at the same moment, on any API instance, take turns, so a burst cannot pass the limit.
 */
export async function reserveSources(db: Db, sources: string[], limit: SourceLimit, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - SOURCE_WINDOW_SECONDS * 1000);
  for (const source of sources) {
    if (await reserveSourceAttempt(db, source, now, windowStart, limit.attempts)) continue;
    const started = (await sourceWindowStart(db, source)) ?? now;
    fail(429, limit.waitMessage(Math.ceil((started.getTime() + SOURCE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000)));
  }
}
