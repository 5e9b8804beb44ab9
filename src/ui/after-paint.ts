interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<unknown>;
}

/**
 * Runs `callback` in a task after the frame being prepared is painted (a frame callback, then a task: the paint
 * comes between them). `urgent` puts that task ahead of those already queued (`scheduler.postTask`, where the
 * browser has it). Answers a function that cancels it.
 */
export function afterPaint(callback: () => void, { urgent = false } = {}): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    const scheduler = urgent ? (globalThis as { scheduler?: PostTaskScheduler }).scheduler : undefined;
    if (scheduler) void scheduler.postTask(
        () => {
          if (!cancelled) callback();
        },
        { priority: 'user-blocking' },
      );
    else timer = setTimeout(callback);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
