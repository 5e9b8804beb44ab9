// Which outbox entry this tab is sending right now, for the sync center's 'Enviando…'. Memory
// only: another tab's send (it holds the Web Lock) shows as waiting until it settles.
let sending: number | null = null;
const listeners = new Set<(seq: number | null) => void>();

export function setSendingEntry(seq: number | null): void {
  sending = seq;
  listeners.forEach((listener) => listener(seq));
}

export function sendingEntry(): number | null {
  return sending;
}

/** Calls `listener` with the entry in flight now and on every change. */
export function subscribeSendingEntry(listener: (seq: number | null) => void): () => void {
  listeners.add(listener);
  listener(sending);
  return () => listeners.delete(listener);
}
