// 'Enviando…' across tabs: one tab sends (holding the outbox's Web Lock) and the others know which entry is on its way.
// The other tab is played by a BroadcastChannel of the same name and by who holds the lock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type InFlight = typeof import('../../../src/sync/engine/in-flight');

class FakeChannel extends EventTarget {
  static open = new Set<FakeChannel>();
  readonly heard: unknown[] = [];
  constructor(readonly name: string) {
    super();
    FakeChannel.open.add(this);
    this.addEventListener('message', (event) => this.heard.push((event as MessageEvent).data));
  }
  postMessage(data: unknown): void {
    for (const peer of FakeChannel.open) {
      if (peer !== this && peer.name === this.name) queueMicrotask(() => peer.dispatchEvent(new MessageEvent('message', { data })));
    }
  }
  close(): void {
    FakeChannel.open.delete(this);
  }
}

/** The other tab holds the lock until `letGo`; requests made meanwhile wait for it. */
function otherTabHoldsTheLock() {
  const waiting: Array<() => void> = [];
  const locks = {
    request: (_name: string, _options: LockOptions, callback: () => unknown) => new Promise((resolve) => waiting.push(() => resolve(callback()))),
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  return { letGo: () => waiting.splice(0).forEach((grant) => grant()) };
}

let inFlight: InFlight;
let otherTab: FakeChannel;
let lock: ReturnType<typeof otherTabHoldsTheLock>;
const seen: Array<number | null> = [];

beforeEach(async () => {
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  lock = otherTabHoldsTheLock();
  otherTab = new FakeChannel('balcao-sending');
  vi.resetModules();
  inFlight = await import('../../../src/sync/engine/in-flight');
  seen.length = 0;
  inFlight.subscribeSendingEntry((seq) => seen.push(seq));
});

afterEach(() => {
  FakeChannel.open.forEach((channel) => channel.close());
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('the entry on its way from another tab', () => {
  it('shows as sending here until that tab says its send ended', async () => {
    otherTab.postMessage({ sending: 7 });
    await vi.waitFor(() => expect(inFlight.sendingEntry()).toBe(7));
    otherTab.postMessage({ sending: null });
    await vi.waitFor(() => expect(inFlight.sendingEntry()).toBeNull());
    expect(seen).toEqual([null, 7, null]);
  });

  it('stops showing as sending when that tab lets the lock go without a word (closed mid-send)', async () => {
    otherTab.postMessage({ sending: 7 });
    await vi.waitFor(() => expect(inFlight.sendingEntry()).toBe(7));
    lock.letGo();
    await vi.waitFor(() => expect(inFlight.sendingEntry()).toBeNull());
  });

  it('left midway (its lock let go without a word) is reported, so this tab sends what waits', async () => {
    const abandoned = vi.fn();
    inFlight.onSendAbandoned(abandoned);
    otherTab.postMessage({ sending: 7 });
    await vi.waitFor(() => expect(inFlight.sendingEntry()).toBe(7));
    lock.letGo();
    await vi.waitFor(() => expect(abandoned).toHaveBeenCalledTimes(1));
  });

  it('ended with its word is not reported as left midway', async () => {
    const abandoned = vi.fn();
    inFlight.onSendAbandoned(abandoned);
    otherTab.postMessage({ sending: 7 });
    await vi.waitFor(() => expect(inFlight.sendingEntry()).toBe(7));
    otherTab.postMessage({ sending: null });
    await vi.waitFor(() => expect(inFlight.sendingEntry()).toBeNull());
    lock.letGo();
    await Promise.resolve();
    await Promise.resolve();
    expect(abandoned).not.toHaveBeenCalled();
  });

  it('is asked for by a tab that opens, and a sending tab answers', async () => {
    expect(otherTab.heard).toEqual([{ ask: true }]);
    inFlight.setSendingEntry(4);
    otherTab.postMessage({ ask: true });
    await vi.waitFor(() => expect(otherTab.heard).toEqual([{ ask: true }, { sending: 4 }, { sending: 4 }]));
  });
});

describe("this tab's own send", () => {
  it('is told to the other tabs when it starts and when it ends, and shows here before any other', async () => {
    otherTab.postMessage({ sending: 9 });
    await vi.waitFor(() => expect(inFlight.sendingEntry()).toBe(9));
    inFlight.setSendingEntry(3);
    expect(inFlight.sendingEntry()).toBe(3);
    inFlight.setSendingEntry(null);
    await vi.waitFor(() => expect(otherTab.heard).toEqual([{ ask: true }, { sending: 3 }, { sending: null }]));
  });
});
