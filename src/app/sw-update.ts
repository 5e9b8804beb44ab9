// The service worker's update flow: a new worker waits until the version check decides to switch [access §4.9], then
// is activated before the reload, so the reload is not served the old shell. Loaded only when it can be needed
// (sw-bridge.ts).
import { SKIP_WAITING } from '../../sw/messages';
import { checkVersionNow } from './version-check';

const ACTIVATION_TIMEOUT_MS = 10_000;

export async function watchForUpdates(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  // A new worker waits; whether to switch now is the version check's call [access §4.9].
  workbox.addEventListener('waiting', () => void checkVersionNow());
  await workbox.register();
}

/**
 * Reloads into the newest build: activates a waiting worker first, so the reload is not served the old shell.
 * `reloadOnce` is the bridge's (its controllerchange handler reloads through it too).
 */
export async function reloadIntoNewWorker(reloadOnce: () => void): Promise<void> {
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
