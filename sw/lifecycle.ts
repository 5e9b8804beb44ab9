import { isObsoleteCache } from './cache-names';
import { SKIP_WAITING } from './messages';

declare const self: ServiceWorkerGlobalScope;

/**
 * A new worker waits until the page decides (version-check rules [access §4.9]) and posts
 * SKIP_WAITING; once active it takes control of open pages at once.
 */
export function installLifecycle(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(Promise.all([self.clients.claim(), deleteObsoleteCaches()]));
  });
}

async function deleteObsoleteCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isObsoleteCache).map((name) => caches.delete(name)));
}
