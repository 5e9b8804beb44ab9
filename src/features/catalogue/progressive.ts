// Mounting many cards is one long task (about 2 ms a card at 1× CPU, 8 ms at 4×): the
// home shows its first lane at once and grows the others a few cards per task, so the
// first paint and a sync landing meanwhile are not held up by cards below the fold.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

type Step = () => void;

const queue: Step[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function runNext(): void {
  timer = null;
  const step = queue.shift();
  if (queue.length > 0) timer = setTimeout(runNext, 0);
  step?.();
}

/** Runs `step` in a task of its own, after the steps queued before it. Returns a cancel. */
export function queueRenderStep(step: Step): () => void {
  queue.push(step);
  timer ??= setTimeout(runNext, 0);
  return () => {
    const index = queue.indexOf(step);
    if (index >= 0) queue.splice(index, 1);
  };
}

/** The next number of cards shown: `step` more, never past `total`. */
export function nextLimit(limit: number, total: number, step: number): number {
  return Math.min(limit + step, total);
}

/**
 * How many of `total` items to render: `initial` at once, then `step` more per task
 * (each step rendered and committed in its own task; lanes take turns).
 */
export function useProgressiveLimit(total: number, initial: number, step: number): number {
  const [limit, setLimit] = useState(initial);
  useEffect(() => {
    if (limit >= total) return undefined;
    return queueRenderStep(() => flushSync(() => setLimit((current) => nextLimit(current, total, step))));
  }, [limit, total, step]);
  return limit;
}
