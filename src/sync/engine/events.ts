// What the data layer tells the screens (toasts, the excessive-quantity dialog, errors).
// No Dexie here: the toast host may live on any screen.

export type SyncEvent =
  | { type: 'toast'; text: string; undo?: () => void }
  | { type: 'excessive'; partnerId: number; productId: number; message: string }
  | { type: 'error'; text: string };

const listeners = new Set<(event: SyncEvent) => void>();

export function onSyncEvent(listener: (event: SyncEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSyncEvent(event: SyncEvent): void {
  listeners.forEach((listener) => listener(event));
}

/** The outbox's pending count; the Dexie-backed part loads on first subscription. */
export function pendingCount$(): { subscribe(listener: (count: number) => void): () => void } {
  return {
    subscribe(listener) {
      let stop: (() => void) | null = null;
      let closed = false;
      void import('./pending-count').then(({ subscribePendingCount }) => {
        if (!closed) stop = subscribePendingCount(listener);
      });
      return () => {
        closed = true;
        stop?.();
      };
    },
  };
}
