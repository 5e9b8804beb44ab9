// The profile's switch (docs/decisions/session-replay.md): per user, on this device. Recording is on unless the user
// turned it off; turning it off stops a recording at once (src/app/shell/use-session-replay.ts follows this).
import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';

const listeners = new Set<() => void>();

function usersOff(): string[] {
  try {
    const value = JSON.parse(readLocal(LOCAL_KEYS.sessionReplayOff) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function replayAllowed(username: string): boolean {
  return !usersOff().includes(username);
}

export function setReplayAllowed(username: string, allowed: boolean): void {
  const others = usersOff().filter((user) => user !== username);
  writeLocal(LOCAL_KEYS.sessionReplayOff, JSON.stringify(allowed ? others : [...others, username]));
  listeners.forEach((listener) => listener());
}

/** Follows the switch, also when another tab turns it. */
export function subscribeReplayPreference(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.sessionReplayOff) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
