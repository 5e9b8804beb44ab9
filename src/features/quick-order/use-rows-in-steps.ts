import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../../ui/after-paint';

/** Rows drawn with the report's first frame: more than a phone's screen holds below the field. */
export const FIRST_ROWS = 20;
/** Rows added per frame after that. */
const STEP_ROWS = 40;

/**
 * How many of `total` rows to draw: a long paste's report paints its summary and first rows at once and the rest
 * follow, a step per painted frame, in transitions (typing goes first). A report that shrinks (a new text) starts
 * small again; one that only changes (a package chosen) keeps its rows.
 */
export function useRowsInSteps(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    const fewer = Math.max(FIRST_ROWS, total);
    if (shown > fewer) return setShown(fewer);
    if (shown >= total) return undefined;
    return afterPaint(() => startTransition(() => setShown((rows) => rows + STEP_ROWS)));
  }, [shown, total]);
  return Math.min(shown, total);
}
