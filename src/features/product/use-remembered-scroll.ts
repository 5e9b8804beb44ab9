import { useEffect } from 'react';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';

/** [commerce §9] a scroll position is saved 800 ms after scrolling stops. */
export const SCROLL_SAVE_DELAY_MS = 800;

function positions(): Record<string, number> {
  try {
    return (JSON.parse(readLocal(LOCAL_KEYS.scrollPositions) ?? '{}') as Record<string, number>) ?? {};
  } catch {
    return {};
  }
}

/**
 * The page's scroll position under `key`, kept in local storage [commerce §3]: restored once
 * the content is `ready`, saved while scrolling.
 */
export function useRememberedScroll(key: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const saved = positions()[key];
    if (saved) window.scrollTo(0, saved);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => writeLocal(LOCAL_KEYS.scrollPositions, JSON.stringify({ ...positions(), [key]: window.scrollY })), SCROLL_SAVE_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key, ready]);
}
