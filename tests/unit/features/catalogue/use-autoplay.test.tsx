import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useAutoplay } from '../../../../src/features/catalogue/use-autoplay';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('useAutoplay (banner carousel)', () => {
  it('advances every interval and stops while paused', () => {
    const advance = vi.fn();
    const { rerender } = renderHook(({ paused }) => useAutoplay(advance, 6000, paused, 0), {
      initialProps: { paused: false },
    });
    vi.advanceTimersByTime(5999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledOnce();
    rerender({ paused: true });
    vi.advanceTimersByTime(60_000);
    expect(advance).toHaveBeenCalledOnce();
  });

  it('does not move when the user prefers reduced motion', () => {
    const matchMedia = vi.fn(() => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    vi.stubGlobal('matchMedia', matchMedia);
    const advance = vi.fn();
    renderHook(() => useAutoplay(advance, 6000, false, 0));
    vi.advanceTimersByTime(60_000);
    expect(advance).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
