// Session replay's batches: sent every few seconds or when full, only while online; a failed one goes again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import type { ReplayBatch } from '../../../../src/api/session-replays';
import { createBatcher, type Batcher, type BatcherOptions } from '../../../../src/session/replay/batcher';

let online: boolean;
let sent: ReplayBatch[];
let send: ReturnType<typeof vi.fn<(batch: ReplayBatch) => Promise<void>>>;
let batcher: Batcher;
let seq: number;

function start(options: Partial<BatcherOptions> = {}) {
  batcher = createBatcher({ sessionId: 'sessao-1', send, nextSeq: () => seq++, isOnline: () => online, intervalMs: 5000, maxEvents: 3, ...options });
}

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  sent = [];
  seq = 0;
  send = vi.fn(async (batch: ReplayBatch) => void sent.push(batch));
});
afterEach(() => {
  batcher.stop();
  vi.useRealTimers();
});

const event = (n: number) => ({ type: 3, timestamp: n, data: {} });

describe('createBatcher', () => {
  it('sends the queued events every interval, as numbered batches of the session', async () => {
    start();
    batcher.add(event(1));
    batcher.add(event(2));
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    batcher.add(event(3));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([
      { sessionId: 'sessao-1', seq: 0, events: [event(1), event(2)] },
      { sessionId: 'sessao-1', seq: 1, events: [event(3)] },
    ]);
  });

  it('sends a full batch at once', async () => {
    start();
    [1, 2, 3, 4].forEach((n) => batcher.add(event(n)));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ sessionId: 'sessao-1', seq: 0, events: [event(1), event(2), event(3)] }]);
  });

  it('sends nothing while offline, and the queue when the browser is back online', async () => {
    online = false;
    start();
    [1, 2].forEach((n) => batcher.add(event(n)));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(send).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ sessionId: 'sessao-1', seq: 0, events: [event(1), event(2)] }]);
  });

  it('sends a batch lost to the network again with the same number; one the server refused is not sent again', async () => {
    start();
    send.mockRejectedValueOnce(new ApiError(0, { message: 'sem rede' }, 'network'));
    batcher.add(event(1));
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([{ sessionId: 'sessao-1', seq: 0, events: [event(1)] }]);

    send.mockRejectedValueOnce(new ApiError(400, { message: 'Lote inválido.' }));
    batcher.add(event(2));
    await vi.advanceTimersByTimeAsync(5000);
    batcher.add(event(3));
    await vi.advanceTimersByTimeAsync(5000);
    expect(send.mock.calls.map(([batch]) => batch.seq)).toEqual([0, 0, 1, 2]);
    expect(sent.at(-1)).toEqual({ sessionId: 'sessao-1', seq: 2, events: [event(3)] });
  });

  it('splits the queue by size, and keeps out one event larger than a batch may be', async () => {
    start({ maxBytes: 100, maxEvents: 50 });
    const big = { type: 2, timestamp: 1, data: { html: 'x'.repeat(40) } };
    batcher.add({ type: 2, timestamp: 0, data: { html: 'x'.repeat(200) } });
    batcher.add(big);
    batcher.add(big);
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent.map((batch) => batch.events)).toEqual([[big], [big]]);
  });

  it('drops a queue grown past its memory while offline, and says so', async () => {
    online = false;
    const onDropped = vi.fn();
    start({ maxQueuedBytes: 150, maxEvents: 50, onDropped });
    [1, 2, 3].forEach((n) => batcher.add({ ...event(n), data: { text: 'x'.repeat(30) } }));
    expect(onDropped).toHaveBeenCalledTimes(1);
    online = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent.map((batch) => batch.events.map((e) => (e as { timestamp: number }).timestamp))).toEqual([[3]]);
  });

  it('sends nothing more once stopped', async () => {
    start();
    batcher.add(event(1));
    batcher.stop();
    batcher.add(event(2));
    await vi.advanceTimersByTimeAsync(20_000);
    await batcher.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
