// The message protocol between the page (src/app/sw-bridge.ts) and the service worker.
export const SKIP_WAITING = 'SKIP_WAITING';
export const FLUSH_OUTBOX = 'FLUSH_OUTBOX';
export const OUTBOX_SYNC_TAG = 'balcao-outbox';
