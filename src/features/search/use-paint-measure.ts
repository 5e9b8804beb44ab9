import { useLayoutEffect, useRef } from 'react';
import { afterPaint } from '../../ui/after-paint';

export const SEARCH_MEASURE = 'busca';

/**
 * A performance measure 'busca' from the start of a search (after the debounce) to the frame
 * that shows its results (`shown`: the screen holds this search's first products): what the
 * bench reads as "key → results painted".
 */
export function usePaintMeasure(startedAt: number | undefined, shown: boolean): void {
  const measured = useRef<number | undefined>(undefined);
  // In the commit that shows them: the frame asked for is the one that paints them, and the measure ends in the
  // first task after it.
  useLayoutEffect(() => {
    if (startedAt === undefined || !shown || measured.current === startedAt) return;
    measured.current = startedAt;
    afterPaint(() => performance.measure(SEARCH_MEASURE, { start: startedAt }), { urgent: true });
  }, [startedAt, shown]);
}
