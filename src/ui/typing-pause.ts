import { afterPaint } from './after-paint';

/** How long after the frame (or the last key, if later) the typing counts as paused. */
export const TYPING_PAUSE_MS = 200;
/** With no key (nor a key's results) for this long the user is not typing: no pause is awaited. */
export const TYPING_STOPPED_MS = 1000;

let lastKeyAt = Number.NEGATIVE_INFINITY;
let lastTypingAt = Number.NEGATIVE_INFINITY;

/** A key was typed in a field whose results follow each key. */
export function noteKey(): void {
  lastKeyAt = lastTypingAt = performance.now();
}

/**
 * A key's results are being shown: the user is still typing, however long they took (the first search reads the
 * catalogue into memory for seconds while the next keys come).
 */
export function noteKeyResults(): void {
  lastTypingAt = performance.now();
}

/**
 * Runs `callback` once the frame being prepared is painted and, while the user is typing (a key or a key's results
 * in the last second), once no key has come for TYPING_PAUSE_MS since that frame: work for results that the next
 * key would replace is not done while keys keep coming, so it never holds up that key's results. With no key lately
 * (results scrolled into view), right after the frame. Answers a function that cancels it.
 */
export function afterTypingPause(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancelPaint = afterPaint(() => {
    const paintedAt = performance.now();
    const check = () => {
      const now = performance.now();
      const quiet = now - Math.max(paintedAt, lastKeyAt);
      if (now - lastTypingAt >= TYPING_STOPPED_MS || quiet >= TYPING_PAUSE_MS) callback();
      else timer = setTimeout(check, TYPING_PAUSE_MS - quiet);
    };
    check();
  });
  return () => {
    cancelPaint();
    clearTimeout(timer);
  };
}
