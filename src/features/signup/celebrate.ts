// The completion screen's confetti [access §2.7]: the library is fetched only here, and never for people who asked
// their system for reduced motion.

/** Fires one burst; the returned function clears it (leaving the screen). */
export function celebrate(): () => void {
  if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true) return () => undefined;
  let reset: (() => void) | null = null;
  let cancelled = false;
  void import('canvas-confetti').then(({ default: confetti }) => {
    if (cancelled) return;
    void confetti({ particleCount: 140, spread: 80, origin: { y: 0.4 }, disableForReducedMotion: true });
    reset = () => confetti.reset();
  }).catch(() => undefined);
  return () => {
    cancelled = true;
    reset?.();
  };
}
