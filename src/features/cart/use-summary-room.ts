import { useEffect, type RefObject } from 'react';

/**
 * The sticky summary floats over the cart's list: while it shows, the page's scroll padding reserves its measured
 * height (and the offset it sticks at, above the bottom navigation), so whatever the browser brings into view — the
 * last item scrolled to, a focused quantity — stops above the summary instead of under it.
 */
export function useSummaryRoom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const summary = ref.current;
    if (!summary || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const reserve = () => {
      const stuckAt = parseFloat(getComputedStyle(summary).bottom) || 0;
      root.style.scrollPaddingBottom = `${summary.offsetHeight + stuckAt}px`;
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(summary);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [ref]);
}
