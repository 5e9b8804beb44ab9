import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';

/**
 * Wakes the outbox workers (messages, webhook deliveries) after each write request that succeeded: by then its
 * transaction, and anything it queued, has committed. A wake that finds nothing due costs one indexed query.
 */
export function wakeWorkers({ messageWorker, webhookWorker }: Pick<AppDeps, 'messageWorker' | 'webhookWorker'>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return;
    messageWorker?.wake();
    webhookWorker?.wake();
  };
}
