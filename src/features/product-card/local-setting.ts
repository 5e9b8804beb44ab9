import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal, type LocalKey } from '../../db/local-keys';

interface LocalSetting {
  get(): string;
  set(value: string): void;
  subscribe(listener: () => void): () => void;
}

/** A localStorage value that every component reading it follows (also across tabs). */
export function localSetting(key: LocalKey, fallback: string): LocalSetting {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => readLocal(key) ?? fallback,
    set(value) {
      writeLocal(key, value);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export function useLocalSetting(setting: LocalSetting): string {
  return useSyncExternalStore(setting.subscribe, setting.get, setting.get);
}
