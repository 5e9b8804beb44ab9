import { useLayoutEffect, useRef } from 'react';

export const SEARCH_MEASURE = 'busca';

interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<unknown>;
}

/** Runs `callback` as soon as the frame being prepared is painted, ahead of the tasks already queued. */
function afterNextPaint(callback: () => void): void {
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  requestAnimationFrame(() => {
    if (scheduler) void scheduler.postTask(callback, { priority: 'user-blocking' });
    else setTimeout(callback);
  });
}

/**
 * A performance measure 'busca' from the start of a search (after the debounce) to the frame
 * that shows its results (`shown`: the screen holds this search's first products): what the
 * bench reads as "key → results painted".
 */
export function usePaintMeasure(startedAt: number | undefined, shown: boolean): void {
  const measured = useRef<number | undefined>(undefined);
  // In the commit that shows them: the frame asked for is the one that paints them.
  useLayoutEffect(() => {
    if (startedAt === undefined || !shown || measured.current === startedAt) return;
    measured.current = startedAt;
    afterNextPaint(() => performance.measure(SEARCH_MEASURE, { start: startedAt }));
  }, [startedAt, shown]);
}
