// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';
import { isNavigating, onNavigationSettled, setNavigating } from '../../../src/ui/navigating';

afterEach(() => {
  setNavigating(false);
  vi.useRealTimers();
});

it('tells the waiting work when a navigation settled', () => {
  const settled = vi.fn();
  const stop = onNavigationSettled(settled);
  setNavigating(true);
  expect(isNavigating()).toBe(true);
  setNavigating(false);
  expect(isNavigating()).toBe(false);
  expect(settled).toHaveBeenCalledTimes(1);
  stop();
});

it('lets the waiting work go on after 3 s when a navigation never says it settled', () => {
  vi.useFakeTimers();
  const settled = vi.fn();
  const stop = onNavigationSettled(settled);
  setNavigating(true);
  vi.advanceTimersByTime(2_999);
  expect(isNavigating()).toBe(true);
  vi.advanceTimersByTime(1);
  expect(isNavigating()).toBe(false);
  expect(settled).toHaveBeenCalledTimes(1);
  stop();
});
