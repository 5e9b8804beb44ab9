import type { MiddlewareHandler } from 'hono';
import type { MessageWorker } from '../messaging/message-worker';

/**
 * Wakes the message worker after each write request that succeeded: by then its transaction, and any message it
 * queued, has committed. A wake that finds nothing due costs one indexed query.
 */
export function wakeMessageWorker(worker: Pick<MessageWorker, 'wake'>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) worker.wake();
  };
}
