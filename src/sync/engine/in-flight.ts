// Which outbox entry is on its way to the server now, for 'Enviando…' and for what may not be taken back meanwhile.
// One tab sends at a time (it holds the outbox's Web Lock) and tells the other tabs over a BroadcastChannel; the
// session, and so the outbox, is the origin's, shared by every tab. Another tab's send ends with its message of none,
// or when it lets the lock go (a tab closed mid-send says nothing more). A tab that opens asks who is sending.
export const OUTBOX_LOCK = 'balcao-outbox';
const CHANNEL_NAME = 'balcao-sending';

type Message = { sending: number | null } | { ask: true };

let own: number | null = null;
let other: number | null = null;
let watchingOther = false;
let channel: BroadcastChannel | null | undefined;
const listeners = new Set<(seq: number | null) => void>();
const abandonedListeners = new Set<() => void>();

export function sendingEntry(): number | null {
  return own ?? other;
}

function notify(): void {
  const seq = sendingEntry();
  listeners.forEach((listener) => listener(seq));
}

function post(message: Message): void {
  otherTabs()?.postMessage(message);
}

function heardOther(message: Message | null): void {
  // Another version of the app, in another tab, may speak otherwise: what is not understood is left.
  if (typeof message !== 'object' || message === null) return;
  if ('ask' in message) {
    if (own !== null) post({ sending: own });
    return;
  }
  other = typeof message.sending === 'number' ? message.sending : null;
  notify();
  if (other === null || watchingOther) return;
  watchingOther = true;
  // Granted once the sending tab has let the lock go, however its send ended.
  void navigator.locks.request(OUTBOX_LOCK, { mode: 'shared' }, () => {
    watchingOther = false;
    const abandoned = other !== null;
    other = null;
    notify();
    if (abandoned) abandonedListeners.forEach((listener) => listener());
  });
}

/** The channel to the other tabs; none where the browser cannot make one tab send at a time. */
function otherTabs(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  const shared = typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && navigator.locks;
  channel = shared ? new BroadcastChannel(CHANNEL_NAME) : null;
  channel?.addEventListener('message', (event: MessageEvent<Message | null>) => heardOther(event.data));
  post({ ask: true });
  return channel;
}

export function setSendingEntry(seq: number | null): void {
  own = seq;
  post({ sending: seq });
  notify();
}

/** Calls `listener` with the entry in flight now (in this tab or another) and on every change. */
export function subscribeSendingEntry(listener: (seq: number | null) => void): () => void {
  otherTabs();
  listeners.add(listener);
  listener(sendingEntry());
  return () => listeners.delete(listener);
}

/** Calls `listener` when another tab let the lock go in the middle of a send (closed): what it was sending waits. */
export function onSendAbandoned(listener: () => void): () => void {
  otherTabs();
  abandonedListeners.add(listener);
  return () => abandonedListeners.delete(listener);
}
