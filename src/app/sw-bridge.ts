// The page side of the service worker (sw/): registration and the worker's request to flush the outbox. The update
// flow (sw-update.ts) loads when a worker controls the page or a new version is due: every first visit paid for it.
import { FLUSH_OUTBOX, OUTBOX_SYNC_TAG } from '../../sw/messages';
import { setReloader } from './version-check';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

let reloading = false;

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  location.reload();
}

/** Registers /sw.js in production builds; the dev server runs without a worker. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // Not loaded (a newer build replaced the files of a page no worker controls): a plain reload gets the new ones.
  setReloader(() => import('./sw-update').then(({ reloadIntoNewWorker }) => reloadIntoNewWorker(reloadOnce), reloadOnce));

  // Another tab (or this one) activated a new worker: this page's code is now outdated.
  let controller = container.controller;
  container.addEventListener('controllerchange', () => {
    if (controller) reloadOnce();
    controller = container.controller;
  });

  container.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === FLUSH_OUTBOX) void import('../sync/commands/load-commands').then(({ flushOutboxNow }) => flushOutboxNow());
  });

  window.addEventListener('offline', () => void requestBackgroundFlush());
  // Opened offline (an order may be finished and queued now): no 'offline' event will come.
  if (!navigator.onLine) void requestBackgroundFlush();
  // A first visit has no worker to update: a plain registration installs one once the page has loaded, and the
  // update flow (workbox-window) loads only on pages a worker controls, from that worker's cache.
  if (controller) void import('./sw-update').then(({ watchForUpdates }) => watchForUpdates()).catch(() => undefined);
  else if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

function registerWorker(): void {
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

// Where Background Sync exists the browser wakes the worker when connectivity returns,
// which asks the open pages to flush; elsewhere the page's own 'online' flush does it.
async function requestBackgroundFlush(): Promise<void> {
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}
