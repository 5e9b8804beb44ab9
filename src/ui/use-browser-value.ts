import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (storage, cookies) on a screen the build pre-renders: the
 * build and the hydration render use `prerendered`, the render right after reads `read()`.
 * Rendered without pre-rendered markup, the screen reads `read()` at once.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(unchanging, read, () => prerendered);
}

const live = () => true;

/** False in pre-rendered markup until React has hydrated it: its controls do nothing before. */
export function useHydrated(): boolean {
  return useBrowserValue(live, false);
}
