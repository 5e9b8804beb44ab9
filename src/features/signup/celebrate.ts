// The completion screen's confetti [access §2.7]: the library is fetched only here, and never for people who asked
// their system for reduced motion.

/** Fires one burst on `canvas` (the screen's own, hidden from assistive technology); the returned function clears it. */
export function celebrate(canvas: HTMLCanvasElement): () => void {
  if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true) return () => undefined;
  let reset: (() => void) | null = null;
  let cancelled = false;
  void import('canvas-confetti').then(({ default: confetti }) => {
    if (cancelled) return;
    // On the page's own thread: the library's worker starts from a blob: URL, which the content policy refuses.
    const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    void fire({ particleCount: 140, spread: 80, origin: { y: 0.4 } });
    reset = () => fire.reset();
  }).catch(() => undefined);
  return () => {
    cancelled = true;
    reset?.();
  };
}
