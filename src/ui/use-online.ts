import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const getOnline = () => navigator.onLine;

/** The browser's own online flag, updated by its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getOnline, () => true);
}
