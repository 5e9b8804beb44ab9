// When a message that could not be delivered is tried again, and when it is given up.
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** A message not delivered a day after it was queued is failed: its links and codes have expired by then. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * Exponential backoff from 30 s, capped at 1 h, with jitter (between half and all of the delay) so that messages that
 * failed together, when a provider went down, do not all come back at the same moment.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.5 + random() / 2));
}
