// The recorded events wait in memory and go to the server in numbered batches: every few seconds or once a batch is
// full, and only while the browser is online. A batch that failed for want of a network goes again with its number.
import { ApiError } from '../../api/errors';
import type { ReplayBatch } from '../../api/session-replays';

export interface BatcherOptions {
  sessionId: string;
  send(batch: ReplayBatch): Promise<void>;
  nextSeq(): number;
  isOnline?: () => boolean;
  /** the queue grew past what memory should hold (long offline): it was dropped */
  onDropped?: () => void;
  maxEvents?: number;
  /** a batch's events, as JSON (the server takes 512 KB) */
  maxBytes?: number;
  /** what the queue may hold offline */
  maxQueuedBytes?: number;
  intervalMs?: number;
}

export interface Batcher {
  add(event: unknown): void;
  flush(): Promise<void>;
  /** Nothing more is sent: the queue is dropped. */
  stop(): void;
}

export function createBatcher(options: BatcherOptions): Batcher {
  const { send, nextSeq, sessionId, onDropped } = options;
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const maxEvents = options.maxEvents ?? 200;
  const maxBytes = options.maxBytes ?? 400 * 1024;
  const maxQueuedBytes = options.maxQueuedBytes ?? 4 * 1024 * 1024;
  let queue: Array<{ event: unknown; bytes: number }> = [];
  let queuedBytes = 0;
  let unsent: ReplayBatch | null = null;
  let sending: Promise<void> | null = null;
  let stopped = false;

  function takeBatch(): ReplayBatch | null {
    let bytes = 0;
    let count = 0;
    while (count < queue.length && count < maxEvents && (count === 0 || bytes + queue[count].bytes <= maxBytes)) bytes += queue[count++].bytes;
    if (count === 0) return null;
    const events = queue.slice(0, count).map((item) => item.event);
    queue = queue.slice(count);
    queuedBytes -= bytes;
    return { sessionId, seq: nextSeq(), events };
  }

  async function flush(): Promise<void> {
    if (stopped || sending || !isOnline()) return;
    const batch = unsent ?? takeBatch();
    if (!batch) return;
    unsent = batch;
    sending = send(batch).then(
      () => void (unsent = null),
      // Refused by the server (bad batch, too large): sending it again would be refused again.
      (error: unknown) => void (error instanceof ApiError && error.status >= 400 && error.status < 500 && (unsent = null)),
    );
    await sending;
    sending = null;
    if (unsent === null && queue.length >= maxEvents) await flush();
  }

  const timer = setInterval(() => void flush(), options.intervalMs ?? 5000);
  const onOnline = () => void flush();
  globalThis.addEventListener?.('online', onOnline);

  return {
    add(event) {
      if (stopped) return;
      const bytes = JSON.stringify(event).length;
      // One event the server could never take (a huge page): kept out rather than retried forever.
      if (bytes > maxBytes) return;
      if (queuedBytes + bytes > maxQueuedBytes) {
        queue = [];
        queuedBytes = 0;
        onDropped?.();
      }
      queue.push({ event, bytes });
      queuedBytes += bytes;
      if (queue.length >= maxEvents || queuedBytes >= maxBytes) void flush();
    },
    flush,
    stop() {
      stopped = true;
      queue = [];
      unsent = null;
      clearInterval(timer);
      globalThis.removeEventListener?.('online', onOnline);
    },
  };
}
