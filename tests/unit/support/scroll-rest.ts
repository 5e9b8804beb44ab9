import { act, fireEvent } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ScrollPosition } from '../../../src/ui/use-scroll-memory';

/**
 * Scrolls the window to `top` and checks that the screen saves it once the scrolling has rested `restMs`, not a
 * millisecond before. The rest is counted on fake timers: a busy machine's real ones made it a race.
 */
export function expectWindowSavedAfterRest(read: () => ScrollPosition | undefined, top: number, restMs: number): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(restMs - 1));
    expect(read()).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(read()).toEqual({ left: 0, top });
  } finally {
    vi.useRealTimers();
  }
}
