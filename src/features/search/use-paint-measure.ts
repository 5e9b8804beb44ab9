import { useEffect, useRef } from 'react';

export const SEARCH_MEASURE = 'busca';

/**
 * A performance measure 'busca' from the start of a search (after the debounce) to the frame
 * that shows its results (`shown`: the screen holds this search's first products): what the
 * bench reads as "key → results painted".
 */
export function usePaintMeasure(startedAt: number | undefined, shown: boolean): void {
  const measured = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (startedAt === undefined || !shown || measured.current === startedAt) return;
    measured.current = startedAt;
    // After the next frame is painted.
    requestAnimationFrame(() => setTimeout(() => performance.measure(SEARCH_MEASURE, { start: startedAt })));
  }, [startedAt, shown]);
}
