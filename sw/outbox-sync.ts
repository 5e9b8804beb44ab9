import { FLUSH_OUTBOX, OUTBOX_SYNC_TAG } from './messages';

declare const self: ServiceWorkerGlobalScope;

// Background Sync is not in TypeScript's WebWorker lib.
declare global {
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

/**
 * Background sync is a bonus: the flusher lives in the page (it needs the session and the
 * user's database), so the worker only wakes the open pages when connectivity returns.
 */
export function installOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(askPagesToFlush());
  });
}

async function askPagesToFlush(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: FLUSH_OUTBOX });
}
