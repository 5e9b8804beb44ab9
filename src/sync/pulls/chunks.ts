// Helpers that keep big writes off long main-thread tasks.

/** `items` cut into consecutive slices of at most `size` (size ≥ 1). */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer: ${size}`);
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Gives the main thread back (input, rendering) before the next chunk: `scheduler.yield()`
 * where the browser has it (the continuation keeps its priority), else a macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
