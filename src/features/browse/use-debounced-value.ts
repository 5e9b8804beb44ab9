import { useEffect, useState } from 'react';

/** Category and sector searches wait 1 s after the last keystroke [commerce §5, §9]. */
export const BROWSE_SEARCH_DEBOUNCE_MS = 1000;

/** `value` once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
