import { useEffect, useRef, type RefObject } from 'react';

export interface ScrollPosition {
  left: number;
  top: number;
}

/** Where positions are kept (the app keeps them in localStorage [commerce §3]). */
export interface ScrollStore {
  read(key: string): ScrollPosition | undefined;
  write(key: string, position: ScrollPosition): void;
}

interface ScrollMemoryOptions {
  store: ScrollStore;
  /** the scrolled element; the window when absent */
  target?: RefObject<HTMLElement | null>;
  /** true once the content is there to scroll to: the position is restored then, once */
  ready: boolean;
  /** rest before a position is saved [commerce §9]: 800 ms by default */
  saveAfterMs?: number;
}

/** Rest before a position is saved [commerce §9]: 10 ms on the section list, 10–20 ms on the other lists (we take 20). */
export const SCROLL_SAVE_MS = { sectionList: 10, list: 20 } as const;

/** Content that renders in steps may need a few frames before the position exists. */
const RESTORE_TRY_MS = 1500;
/**
 * A slow phone may still be drawing the content that reaches the position after RESTORE_TRY_MS (the home's lanes
 * come from the device's database): tried until then, unless the user scrolls or taps first.
 */
const RESTORE_GIVE_UP_MS = 15_000;

/** The user's own scrolling or tapping: a restore in progress stops there. */
const USER_TAKES_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function positionOf(element: HTMLElement | undefined): ScrollPosition {
  return element ? { left: element.scrollLeft, top: element.scrollTop } : { left: window.scrollX, top: window.scrollY };
}

function scrollElementTo(element: HTMLElement | undefined, { left, top }: ScrollPosition): void {
  if (!element) {
    window.scrollTo({ left, top, behavior: 'instant' });
    return;
  }
  element.scrollLeft = left;
  element.scrollTop = top;
}

/**
 * Remembers where a screen (or one scrolled element of it) was: saved after the scrolling
 * rests, restored once when the screen is ready. Restoring holds the position while the content
 * grows, and stops as soon as the user scrolls by hand.
 */
export function useScrollMemory(key: string, { store, target, ready, saveAfterMs = 800 }: ScrollMemoryOptions): void {
  const restored = useRef<string | null>(null);
  // While a position is being restored, the page's scrolling is the restore's (or a clamp while the content is
  // short): saving it would replace the position being restored, which a remount of the screen would then read.
  const restoring = useRef(false);

  useEffect(() => {
    // A target not drawn (an empty lane shows a text instead): nothing of its own to restore, and never the window.
    if (!ready || restored.current === key || (target && !target.current)) return undefined;
    restored.current = key;
    const saved = store.read(key);
    if (!saved || (saved.left === 0 && saved.top === 0)) return undefined;
    const element = target?.current ?? undefined;
    const startedAt = performance.now();
    let frame = 0;
    const stop = () => {
      restoring.current = false;
      cancelAnimationFrame(frame);
      for (const type of USER_TAKES_OVER) window.removeEventListener(type, stop);
    };
    // Held for the whole window, not only until first reached: the router's own reset to the top
    // after a navigation can land after this effect.
    const attempt = () => {
      const now = positionOf(element);
      const reached = Math.abs(now.left - saved.left) < 2 && Math.abs(now.top - saved.top) < 2;
      if (!reached) scrollElementTo(element, saved);
      const elapsed = performance.now() - startedAt;
      if ((reached && elapsed > RESTORE_TRY_MS) || elapsed > RESTORE_GIVE_UP_MS) stop();
      else frame = requestAnimationFrame(attempt);
    };
    for (const type of USER_TAKES_OVER) window.addEventListener(type, stop, { passive: true });
    restoring.current = true;
    attempt();
    return stop;
  }, [key, ready, store, target]);

  // Bound once the target is drawn (`ready`): before, its memory listened to the window and saved the page's
  // position under the target's key. The window's listener is not bound again when its screen becomes ready: that
  // would drop a save waiting for the scrolling to rest.
  const targetDrawn = target ? ready : null;
  useEffect(() => {
    if (target && !target.current) return undefined;
    const element = target?.current ?? undefined;
    const source: HTMLElement | Window = element ?? window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => restoring.current || store.write(key, positionOf(element)), saveAfterMs);
    };
    source.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      source.removeEventListener('scroll', onScroll);
    };
  }, [key, store, target, saveAfterMs, targetDrawn]);
}
