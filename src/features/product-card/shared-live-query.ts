import { useCallback, useSyncExternalStore } from 'react';
import { liveQuery, type Subscription } from 'dexie';

/**
 * One Dexie live query watched by many components (every card of a screen): one
 * IndexedDB read per change instead of one per card. Started by the first subscriber,
 * stopped a moment after the last one leaves (a screen change remounts the cards).
 */
export interface SharedQuery<T> {
  /** the last answer; undefined until the first one arrives */
  current(): T | undefined;
  /** the query's failure, if its last run failed */
  error(): unknown;
  subscribe(listener: () => void): () => void;
}

export const RELEASE_AFTER_MS = 1000;

/**
 * `keep(previous, next)` decides what is stored from a new answer: returning `previous`
 * (or parts of it) keeps object identities, so memoised readers skip rendering.
 */
export function sharedLiveQuery<R, T = R>(
  querier: () => Promise<R>,
  keep: (previous: T | undefined, next: R) => T = (_previous, next) => next as unknown as T,
): SharedQuery<T> {
  const listeners = new Set<() => void>();
  let value: T | undefined;
  let failure: unknown;
  let subscription: Subscription | null = null;
  let release: ReturnType<typeof setTimeout> | null = null;

  const notify = () => listeners.forEach((listener) => listener());
  const start = () => {
    subscription = liveQuery(querier).subscribe({
      next(next) {
        const kept = keep(value, next);
        if (kept === value && failure === undefined) return;
        value = kept;
        failure = undefined;
        notify();
      },
      error(error) {
        failure = error;
        notify();
      },
    });
  };
  const stop = () => {
    release = null;
    subscription?.unsubscribe();
    subscription = null;
    // A later subscriber reads afresh: the database may change while nobody watches.
    value = undefined;
    failure = undefined;
  };

  return {
    current: () => value,
    error: () => failure,
    subscribe(listener) {
      listeners.add(listener);
      if (release !== null) {
        clearTimeout(release);
        release = null;
      }
      if (subscription === null) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && release === null) release = setTimeout(stop, RELEASE_AFTER_MS);
      };
    },
  };
}

/** Shared queries by owner (the user database) and key, e.g. `cart-items:3`. */
const registry = new WeakMap<object, Map<string, SharedQuery<unknown>>>();

export function sharedQueryFor<T>(owner: object, key: string, create: () => SharedQuery<T>): SharedQuery<T> {
  let queries = registry.get(owner);
  if (!queries) {
    queries = new Map();
    registry.set(owner, queries);
  }
  let query = queries.get(key) as SharedQuery<T> | undefined;
  if (!query) {
    query = create();
    queries.set(key, query as SharedQuery<unknown>);
  }
  return query;
}

/**
 * The part of a shared query's answer one component needs. `select` must return the
 * same object for an unchanged part, so that only the readers of a changed part render.
 */
export function useSharedQuery<T, S>(query: SharedQuery<T>, select: (value: T | undefined) => S): S {
  const snapshot = useCallback(() => {
    const error = query.error();
    if (error !== undefined) throw error;
    return select(query.current());
  }, [query, select]);
  return useSyncExternalStore(query.subscribe, snapshot, snapshot);
}
