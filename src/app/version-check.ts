// [access §4.9] every 2 minutes compare the built version with /version_v2.json and
// reload by the rules of domain/version-reload (app/version-decision); a failed chunk preload reloads too.
import { config } from '../config/app-config';
import { readTab, writeTab } from '../db/tab-storage';

const CHECK_INTERVAL_MS = 2 * 60 * 1000;
// A chunk that fails again right after a reload (offline, broken deploy) must not loop.
const CHUNK_RELOAD_GUARD_MS = 30_000;
const CHUNK_RELOAD_AT = 'balcao:chunk-reload-at';

type Reloader = () => void | Promise<void>;

let reload: Reloader = () => location.reload();

/** The service worker bridge swaps in a reload that first activates the new worker. */
export function setReloader(next: Reloader): void {
  reload = next;
}

export async function checkVersionNow(): Promise<void> {
  // Not loaded (offline without the worker): the next check tries again.
  const decision = await import('./version-decision').catch(() => null);
  if (await decision?.shouldReloadIntoNewVersion()) await reload();
}

/** Starts the 2-minute check; returns its stop function. The dev server has no version files. */
export function startVersionCheck(): () => void {
  if (config.version === 'dev') return () => undefined;
  const timer = setInterval(() => void checkVersionNow(), CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

/**
 * Vite fires vite:preloadError when a lazy chunk fails to load (usually: a newer build replaced it). Offline the
 * chunk is simply not on the device (session replay's are never precached): a reload cannot fetch it and would throw
 * away the screen the user is on (a checkout being filled), so the failure goes to the code that asked for it.
 */
export function installChunkReloadHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    if (Date.now() - Number(readTab(CHUNK_RELOAD_AT) ?? 0) < CHUNK_RELOAD_GUARD_MS) return;
    event.preventDefault();
    writeTab(CHUNK_RELOAD_AT, String(Date.now()));
    void reload();
  });
}
