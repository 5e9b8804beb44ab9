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
 * Counts an attempt for `source` in the shared source window: null, or the seconds until its window ends when it
 * already made `attempts` (at least 1). One upsert: attempts at the same moment, on any API instance, take turns.
 */
export async function reserveSource(db: Db, source: string, attempts: number, now: Date): Promise<number | null> {
  const windowStart = new Date(now.getTime() - SOURCE_WINDOW_SECONDS * 1000);
  if (await reserveSourceAttempt(db, source, now, windowStart, attempts)) return null;
  const started = (await sourceWindowStart(db, source)) ?? now;
  return Math.max(1, Math.ceil((started.getTime() + SOURCE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
}

/**
 * Counts an attempt for each source (keys such as `ip:<network>`, one prefix per use of the counter) in the shared
 * source window, or answers 429 with how long until the first full source's window ends, so a burst cannot pass
 * the limit.
 */
export async function reserveSources(db: Db, sources: string[], limit: SourceLimit, now: Date): Promise<void> {
  for (const source of sources) {
    const wait = await reserveSource(db, source, limit.attempts, now);
    if (wait !== null) fail(429, limit.waitMessage(wait));
  }
}
