// Sends the outbox in order when online: one flusher at a time (Web Locks across tabs),
// a 400 ms coalescing window after the last write of a key, retry later on failures
// that may pass, rollback with the spec's message on a rejection.
import { deleteCartItem, fetchCart, putCartItem } from '../api/cart';
import { sendFavorite } from '../api/catalogue';
import { ApiError, HTTP_STATUS } from '../api/errors';
import type { Cart } from '../domain/entities/cart';
import { storedToken } from '../db/session-token';
import { userDb, type OutboxCommand, type OutboxEntry, type UserDb } from '../db/user-db';
import { emitSyncEvent, SYNC_MESSAGES } from './events';
import { entriesInOrder, settle } from './outbox';
import { isExcessiveQuantityMessage } from './reconcile';
import { storeServerCart } from './refresh';
import { rejectCommand, parkCommand, storeCartLock } from './rejection';
import { subscribeSession } from './session';

const COALESCE_WINDOW_MS = 400;
const RETRY_LATER_MS = 30_000;
const LOCK_NAME = 'balcao-outbox';

type Outcome = 'continue' | 'pause' | 'later';
type CartCommand = Extract<OutboxCommand, { type: 'cart-item' }>;

let timer: ReturnType<typeof setTimeout> | null = null;
let chain: Promise<void> = Promise.resolve();
let queued: { force: boolean; promise: Promise<void> } | null = null;
const reportedServerFailures = new Set<string>();

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function cartCall(db: UserDb, command: CartCommand, entry: OutboxEntry): Promise<Cart> {
  const { partnerId, productId, quantity, productPackageId } = command;
  const write = (cartId: number) =>
    quantity > 0
      ? putCartItem(partnerId, cartId, { productId, quantity, productPackageId, confirmationExcessiveQuantity: command.confirmExcessive }, entry.idempotencyKey)
      : deleteCartItem(partnerId, cartId, productId, entry.idempotencyKey);
  const known = await db.carts.get(partnerId);
  const fresh = known ? null : await fetchCart(partnerId);
  const cartId = known?.id ?? (fresh as Cart).id;
  try {
    return await write(cartId);
  } catch (error) {
    // The cart was closed elsewhere (an order finished): the server has a new one.
    if (!(error instanceof ApiError) || error.status !== HTTP_STATUS.notFound) throw error;
    const current = await fetchCart(partnerId);
    if (current.id === cartId) throw error;
    return write(current.id);
  }
}

async function sendEntry(db: UserDb, entry: OutboxEntry): Promise<void> {
  const { command } = entry;
  if (command.type === 'favorite') {
    await sendFavorite(command.partnerId, command.productId, command.favorite, entry.idempotencyKey);
    await settle(db, entry, command.favorite);
    return;
  }
  const cart = await cartCall(db, command, entry);
  const settled = await settle(db, entry, cart.items.find((item) => item.productId === command.productId) ?? null);
  await storeServerCart(db, command.partnerId, cart);
  if (settled && command.quantity > 0) emitSyncEvent({ type: 'toast', text: SYNC_MESSAGES.quantityUpdated });
}

async function handleFailure(db: UserDb, entry: OutboxEntry, error: unknown): Promise<Outcome> {
  if (!(error instanceof ApiError) || error.kind === 'network') return 'later';
  // Signed out, or a 401 cleared the token: keep everything until the user is back.
  if (error.kind === 'refused' || error.status === HTTP_STATUS.unauthorized) return 'pause';
  const { command } = entry;
  if (command.type === 'cart-item' && error.status >= 500) {
    const id = `${entry.seq}:${entry.idempotencyKey}`;
    if (!reportedServerFailures.has(id)) emitSyncEvent({ type: 'error', text: SYNC_MESSAGES.operationFailed });
    reportedServerFailures.add(id);
    return 'later';
  }
  if (command.type === 'cart-item' && error.status === HTTP_STATUS.badRequest && isExcessiveQuantityMessage(error.body.message)) {
    if (await parkCommand(db, entry, error.body.message)) {
      emitSyncEvent({ type: 'excessive', partnerId: command.partnerId, productId: command.productId, message: error.body.message });
    }
    return 'continue';
  }
  if (command.type === 'cart-item' && error.status === HTTP_STATUS.locked) {
    await storeCartLock(db, command.partnerId, error.body);
  }
  if (await rejectCommand(db, entry)) {
    const text = command.type === 'favorite' ? SYNC_MESSAGES.favoriteFailed : error.body.message || SYNC_MESSAGES.operationFailed;
    emitSyncEvent({ type: 'error', text });
  }
  return 'continue';
}

function isReady(entry: OutboxEntry, now: number, force: boolean): boolean {
  return force || entry.command.type === 'favorite' || now - entry.updatedAt >= COALESCE_WINDOW_MS;
}

async function drain(force: boolean): Promise<void> {
  for (;;) {
    if (!storedToken() || isOffline()) return;
    const db = userDb();
    const now = Date.now();
    const pending = (await entriesInOrder(db)).filter((entry) => entry.status === 'pending');
    const entry = pending.find((candidate) => isReady(candidate, now, force));
    if (!entry) {
      if (pending.length > 0) {
        scheduleFlush(Math.min(...pending.map((e) => e.updatedAt + COALESCE_WINDOW_MS - now)));
      }
      return;
    }
    const outcome = await sendEntry(db, entry).then(
      (): Outcome => 'continue',
      (error: unknown) => handleFailure(db, entry, error),
    );
    if (outcome === 'pause') return;
    if (outcome === 'later') return scheduleFlush(RETRY_LATER_MS);
  }
}

function withLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK_NAME, run) : run();
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
    return withLock(() => drain(slot.force)).catch(() => scheduleFlush(RETRY_LATER_MS));
  });
  queued = slot;
  chain = slot.promise;
  return slot.promise;
}

/** Flushes after `delay` (the coalescing window after a write), replacing a pending timer. */
export function scheduleFlush(delay = COALESCE_WINDOW_MS): void {
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
async function announceParked(): Promise<void> {
  if (!storedToken()) return;
  for (const entry of await entriesInOrder(userDb())) {
    const { command } = entry;
    if (entry.status === 'parked' && entry.parkedMessage && command.type === 'cart-item') {
      emitSyncEvent({ type: 'excessive', partnerId: command.partnerId, productId: command.productId, message: entry.parkedMessage });
    }
  }
}

let stop: (() => void) | null = null;

/** Call once from the app: flushes now, on `online`, on focus, when the page hides, and on sign-in. */
export function startFlusher(): () => void {
  if (stop) return stop;
  const onWake = () => void flush();
  const onVisibility = () => void (document.visibilityState === 'hidden' ? flushNow() : flush());
  const unsubscribe = subscribeSession(onWake);
  window.addEventListener('online', onWake);
  window.addEventListener('focus', onWake);
  document.addEventListener('visibilitychange', onVisibility);
  void flush();
  void announceParked().catch(() => undefined);
  stop = () => {
    unsubscribe();
    window.removeEventListener('online', onWake);
    window.removeEventListener('focus', onWake);
    document.removeEventListener('visibilitychange', onVisibility);
    if (timer) clearTimeout(timer);
    timer = null;
    stop = null;
  };
  return stop;
}
