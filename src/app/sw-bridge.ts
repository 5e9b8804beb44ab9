// The page side of the service worker (sw/): registration, the update flow and the
// worker's request to flush the outbox.
import { FLUSH_OUTBOX, OUTBOX_SYNC_TAG, SKIP_WAITING } from '../../sw/messages';
import { checkVersionNow, setReloader } from './version-check';

const ACTIVATION_TIMEOUT_MS = 10_000;

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
  setReloader(reloadIntoNewWorker);

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
  if (controller) void watchForUpdates();
  else if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

function registerWorker(): void {
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

async function watchForUpdates(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  // A new worker waits; whether to switch now is the version check's call [access §4.9].
  workbox.addEventListener('waiting', () => void checkVersionNow());
  await workbox.register();
}

/** Reloads into the newest build: activates a waiting worker first, so the reload is not served the old shell. */
async function reloadIntoNewWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return reloadOnce();
  await registration.update().catch(() => undefined);
  const next = registration.waiting ?? (await untilInstalled(registration.installing));
  if (!next) return reloadOnce();
  next.postMessage({ type: SKIP_WAITING });
  // controllerchange reloads; this covers a worker that never takes over.
  setTimeout(reloadOnce, ACTIVATION_TIMEOUT_MS);
}

function untilInstalled(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const settle = (): void => {
      if (worker.state === 'installed') resolve(worker);
      else if (worker.state !== 'installing') resolve(null);
    };
    worker.addEventListener('statechange', settle);
    setTimeout(() => resolve(null), ACTIVATION_TIMEOUT_MS);
  });
}

// Where Background Sync exists the browser wakes the worker when connectivity returns,
// which asks the open pages to flush; elsewhere the page's own 'online' flush does it.
async function requestBackgroundFlush(): Promise<void> {
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}
