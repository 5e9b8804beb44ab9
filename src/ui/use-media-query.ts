import { useCallback, useSyncExternalStore } from 'react';

// One list per query: every card of a long list asks on each render, and matchMedia parses the query each time.
const lists = new Map<string, MediaQueryList>();
let listsOf: typeof window.matchMedia | undefined;

function mediaList(query: string): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  if (listsOf !== window.matchMedia) {
    lists.clear();
    listsOf = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a media query matches now, following its changes; false where matchMedia is missing (tests, old engines). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, () => false);
}
