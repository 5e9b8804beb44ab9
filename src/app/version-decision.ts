// [access §4.9] one version check: read /version_v2.json and decide by domain/version-reload whether to reload.
// Loaded by the first check (2 minutes after start, or when a new worker waits), never for a first paint.
import { config } from '../config/app-config';
import { LOCAL_KEYS, readLocal, writeLocal } from '../db/local-keys';
import { readTab, writeTab } from '../db/tab-storage';
import { decideVersionReload } from '../domain/version-reload';
import type { VersionFile } from '../domain/entities/system';

// Per app run: the server version this run stopped reloading for.
const VERSION_GAVE_UP_ON = 'balcao:version-gave-up-on';

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

/** Whether the app should reload into the server's version now (the counters are kept either way). */
export async function shouldReloadIntoNewVersion(): Promise<boolean> {
  const file = await fetchVersionFile();
  if (!file) return false;
  const decision = decideVersionReload({
    builtVersion: config.version,
    serverVersion: file.version,
    timeLimit: file.time_limit,
    now: new Date(),
    counter: Number(readLocal(LOCAL_KEYS.versionReloadCounter) ?? 0) || 0,
    gaveUpOn: readTab(VERSION_GAVE_UP_ON),
  });
  writeLocal(LOCAL_KEYS.versionReloadCounter, String(decision.counter));
  writeTab(VERSION_GAVE_UP_ON, decision.gaveUpOn);
  if (decision.reload) writeLocal(LOCAL_KEYS.versionReloadAt, new Date().toISOString());
  return decision.reload;
}
