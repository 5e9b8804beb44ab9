// The profile's switch (docs/decisions/0130-session-replay.md): per user, on this device. Recording is on unless the user
// turned it off; turning it off stops a recording at once (src/app/shell/use-session-replay.ts follows this).
import { readStorage, writeStorage } from '../../db/local-keys';

/** localStorage: the usernames that turned session replay off on this device (JSON list). */
const OFF_KEY = 'sessionReplayOff';

const listeners = new Set<() => void>();

function usersOff(): string[] {
  try {
    const value = JSON.parse(readStorage(() => localStorage, OFF_KEY) ?? '[]') as unknown;
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
  writeStorage(() => localStorage, OFF_KEY, JSON.stringify(allowed ? others : [...others, username]));
  listeners.forEach((listener) => listener());
}

/** Follows the switch, also when another tab turns it. */
export function subscribeReplayPreference(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === OFF_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
