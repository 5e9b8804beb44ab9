// Sends the outbox in order when online: one flusher at a time (Web Locks across tabs),
// each command type's coalescing window after the last write of a key, retry later on
// failures that may pass, and what the type decides on a refusal (park, roll back).
import { ApiError, HTTP_STATUS } from '../../api/errors';
import { storedToken } from '../../db/session-token';
import { userDb, type OutboxCommand, type OutboxEntry, type UserDb } from '../../db/user-db';
import { subscribeSession } from '../../session/session';
import type { CommandDefinition, CommandRegistry } from './command';
import { emitSyncEvent } from './events';
import { OUTBOX_LOCK, onSendAbandoned, setSendingEntry } from './in-flight';
import { entriesInOrder } from './outbox';
import { parkCommand, rejectCommand } from './rejection';

const RETRY_LATER_MS = 30_000;

type Outcome = 'continue' | 'pause' | 'later';

let commands: CommandRegistry | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let chain: Promise<void> = Promise.resolve();
let queued: { force: boolean; promise: Promise<void> } | null = null;
const reportedFailures = new Set<string>();

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function definitionOf(registry: CommandRegistry, entry: OutboxEntry): CommandDefinition<OutboxCommand> {
  // The registry's type pairs each command type with its definition.
  return registry[entry.command.type] as CommandDefinition<OutboxCommand>;
}

async function handleFailure(db: UserDb, entry: OutboxEntry, definition: CommandDefinition<OutboxCommand>, error: unknown): Promise<Outcome> {
  if (!(error instanceof ApiError) || error.kind === 'network') return 'later';
  // Signed out, or a 401 cleared the token: keep everything until the user is back.
  if (error.kind === 'refused' || error.status === HTTP_STATUS.unauthorized) return 'pause';
  const decision = await definition.onRefused(db, entry.command, error);
  switch (decision.action) {
    case 'retry-later': {
      const id = `${entry.seq}:${entry.idempotencyKey}`;
      if (decision.message && !reportedFailures.has(id)) emitSyncEvent({ type: 'error', text: decision.message });
      reportedFailures.add(id);
      return 'later';
    }
    case 'park':
      if (await parkCommand(db, entry, decision.message)) definition.onParked?.(entry.command, decision.message);
      return 'continue';
    case 'reject':
      if (await rejectCommand(db, entry, definition.restore, decision.message)) emitSyncEvent({ type: 'error', text: decision.message });
      return 'continue';
  }
}

/** The pending entries that nothing queued with them holds back (see `CommandDefinition.waitsFor`). */
function sendable(registry: CommandRegistry, entries: OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry, index) => {
    if (entry.status !== 'pending') return false;
    const earlier = entries.slice(0, index);
    return !earlier.some(
      (other) =>
        definitionOf(registry, entry).waitsFor?.(entry.command, other.command, 'before') ||
        definitionOf(registry, other).waitsFor?.(other.command, entry.command, 'after'),
    );
  });
}

async function drain(registry: CommandRegistry, force: boolean): Promise<void> {
  for (;;) {
    if (!storedToken() || isOffline()) return;
    const db = userDb();
    const now = Date.now();
    const pending = sendable(registry, await entriesInOrder(db));
    const sendAt = (entry: OutboxEntry) => entry.updatedAt + definitionOf(registry, entry).coalesceWindowMs;
    const entry = pending.find((candidate) => force || sendAt(candidate) <= now);
    if (!entry) {
      if (pending.length > 0) scheduleFlush(Math.min(...pending.map((e) => sendAt(e) - now)));
      return;
    }
    const definition = definitionOf(registry, entry);
    setSendingEntry(entry.seq ?? null);
    const outcome = await definition.send(db, entry).then(
      (): Outcome => 'continue',
      (error: unknown) => handleFailure(db, entry, definition, error),
    ).finally(() => setSendingEntry(null));
    if (outcome === 'pause') return;
    if (outcome === 'later') return scheduleFlush(RETRY_LATER_MS);
  }
}

function withLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(OUTBOX_LOCK, run) : run();
}

/** Runs the flusher once more after any run in progress; concurrent requests share a run. */
export function flush(force = false): Promise<void> {
  if (queued) {
    queued.force ||= force;
    return queued.promise;
  }
  const slot = { force, promise: Promise.resolve() };
  slot.promise = chain.then(() => {
    queued = null;
    const registry = commands;
    // Before `startFlusher`, no command type is known: entries wait for it.
    if (!registry) return;
    return withLock(() => drain(registry, slot.force)).catch(() => scheduleFlush(RETRY_LATER_MS));
  });
  queued = slot;
  chain = slot.promise;
  return slot.promise;
}

/** Flushes after `delay` (the coalescing window after a write), replacing a pending timer. */
export function scheduleFlush(delay: number): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void flush();
  }, Math.max(0, delay));
}

/** Sends what waits now, without the coalescing window (input blur, page hidden). */
export function flushNow(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  return flush(true);
}

/** A question left unanswered before a reload is asked again. */
async function announceParked(registry: CommandRegistry): Promise<void> {
  if (!storedToken()) return;
  for (const entry of await entriesInOrder(userDb())) {
    if (entry.status === 'parked' && entry.parkedMessage) definitionOf(registry, entry).onParked?.(entry.command, entry.parkedMessage);
  }
}

let stop: (() => void) | null = null;

/**
 * Call once from the app with every command type: flushes now, on `online`, on focus,
 * when the page hides, and on sign-in.
 */
export function startFlusher(registry: CommandRegistry): () => void {
  if (stop) return stop;
  commands = registry;
  const onWake = () => void flush();
  const onVisibility = () => void (document.visibilityState === 'hidden' ? flushNow() : flush());
  const unsubscribe = subscribeSession(onWake);
  // A tab closed mid-send: its entry is sent from here now, not at this tab's next wake.
  const stopWatchingOthers = onSendAbandoned(onWake);
  window.addEventListener('online', onWake);
  window.addEventListener('focus', onWake);
  document.addEventListener('visibilitychange', onVisibility);
  void flush();
  void announceParked(registry).catch(() => undefined);
  stop = () => {
    unsubscribe();
    stopWatchingOthers();
    window.removeEventListener('online', onWake);
    window.removeEventListener('focus', onWake);
    document.removeEventListener('visibilitychange', onVisibility);
    if (timer) clearTimeout(timer);
    timer = null;
    stop = null;
  };
  return stop;
}
