import type { StrategyOptions } from 'workbox-strategies';

type WorkboxPlugin = NonNullable<StrategyOptions['plugins']>[number];

/**
 * How long a fetch the worker makes may take. A call that never answers (lie-fi) would otherwise hold one of the
 * browser's six connections to the server for good: a few such images and the API's calls queue behind them.
 */
export const FETCH_DEADLINE_MS = 30_000;

/** `request` ending at `ms`, or when the page that asked for it gives up (`asked`), whichever comes first. */
export function withDeadline(request: Request, asked: AbortSignal | undefined, ms: number): Request {
  const timeout = AbortSignal.timeout(ms);
  const signal = asked && typeof AbortSignal.any === 'function' ? AbortSignal.any([asked, timeout]) : timeout;
  return new Request(request, { signal });
}

/** The strategies' plugin: every network fetch of theirs gets the deadline (after the plugins that rewrite it). */
export function fetchDeadline(ms = FETCH_DEADLINE_MS): WorkboxPlugin {
  return {
    requestWillFetch: async ({ request, event }) => withDeadline(request, (event as { request?: Request } | undefined)?.request?.signal, ms),
  };
}
