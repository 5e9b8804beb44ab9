import { afterPaint } from './after-paint';

/** How long after the last key the typing counts as paused. */
export const TYPING_PAUSE_MS = 200;

let lastKeyAt = Number.NEGATIVE_INFINITY;

/** A key was typed in a field whose results follow each key. */
export function noteKey(): void {
  lastKeyAt = performance.now();
}

/**
 * Runs `callback` once the frame being prepared is painted and no key has come for TYPING_PAUSE_MS: work for results
 * that the next key would replace is not done while keys keep coming, so it never holds up that key's results.
 * With no key lately (results scrolled into view), right after the frame. Answers a function that cancels it.
 */
export function afterTypingPause(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const quiet = performance.now() - lastKeyAt;
    if (quiet >= TYPING_PAUSE_MS) callback();
    else timer = setTimeout(check, TYPING_PAUSE_MS - quiet);
  };
  const cancelPaint = afterPaint(check);
  return () => {
    cancelPaint();
    clearTimeout(timer);
  };
}
