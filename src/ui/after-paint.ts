/**
 * Runs `callback` in a task after the frame being prepared is painted (a frame callback, then a task: the paint
 * comes between them). Answers a function that cancels it.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
