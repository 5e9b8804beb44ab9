import { useEffect, useState } from 'react';
import { pendingCount$ } from '../../sync/engine/events';

/** Changes in the outbox not yet accepted by the server. */
export function usePendingCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => pendingCount$().subscribe(setCount), []);
  return count;
}
