// Spec access §4.9: every 2 minutes compare the built version with /version_v2.json and
// reload by the rules of domain/version-reload; a failed chunk preload reloads too.
import { config } from '../config/app-config';
import { LOCAL_KEYS, readLocal, writeLocal } from '../db/local-keys';
import { decideVersionReload } from '../domain/version-reload';
import type { VersionFile } from '../domain/entities/system';

const CHECK_INTERVAL_MS = 2 * 60 * 1000;
// A chunk that fails again right after a reload (offline, broken deploy) must not loop.
const CHUNK_RELOAD_GUARD_MS = 30_000;
const CHUNK_RELOAD_AT = 'balcao:chunk-reload-at';
// Per app run (session storage survives the automatic reloads, not a new opening of the app).
const VERSION_GAVE_UP_ON = 'balcao:version-gave-up-on';

type Reloader = () => void | Promise<void>;

let reload: Reloader = () => location.reload();

/** The service worker bridge swaps in a reload that first activates the new worker. */
export function setReloader(next: Reloader): void {
  reload = next;
}

async function fetchVersionFile(): Promise<VersionFile | null> {
  try {
    const response = await fetch('/version_v2.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<VersionFile>;
    return typeof body.version === 'string' ? { version: body.version, time_limit: body.time_limit ?? '' } : null;
  } catch {
    return null;
  }
}

export async function checkVersionNow(): Promise<void> {
  const file = await fetchVersionFile();
  if (!file) return;
  const decision = decideVersionReload({
    builtVersion: config.version,
    serverVersion: file.version,
    timeLimit: file.time_limit,
    now: new Date(),
    counter: Number(readLocal(LOCAL_KEYS.versionReloadCounter) ?? 0) || 0,
    gaveUpOn: readSession(VERSION_GAVE_UP_ON),
  });
  writeLocal(LOCAL_KEYS.versionReloadCounter, String(decision.counter));
  writeSession(VERSION_GAVE_UP_ON, decision.gaveUpOn);
  if (!decision.reload) return;
  writeLocal(LOCAL_KEYS.versionReloadAt, new Date().toISOString());
  await reload();
}

/** Starts the 2-minute check; returns its stop function. The dev server has no version files. */
export function startVersionCheck(): () => void {
  if (config.version === 'dev') return () => undefined;
  const timer = setInterval(() => void checkVersionNow(), CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Without storage the guards are off; the app still works. */
function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // see above
  }
}

function lastChunkReload(): number {
  return Number(readSession(CHUNK_RELOAD_AT) ?? 0);
}

function recordChunkReload(): void {
  writeSession(CHUNK_RELOAD_AT, String(Date.now()));
}

/** Vite fires vite:preloadError when a lazy chunk fails to load (usually: a newer build replaced it). */
export function installChunkReloadHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (Date.now() - lastChunkReload() < CHUNK_RELOAD_GUARD_MS) return;
    event.preventDefault();
    recordChunkReload();
    void reload();
  });
}
