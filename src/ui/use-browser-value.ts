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

/**
 * For a button of a pre-rendered screen: unavailable (`aria-disabled`, looking the same) until React has hydrated
 * it, so assistive technology and automation wait for it instead of tapping a button that does nothing yet.
 */
export function useLiveControl(): { 'aria-disabled'?: true } {
  return useHydrated() ? {} : { 'aria-disabled': true };
}
