import { useEffect } from 'react';
import type { StoredSlip } from '../../db/user-db';
import { refreshSlip } from '../../sync/pulls/payment-slips';

/** [access §9] slip polling interval. */
export const SLIP_POLL_MS = 5000;

/**
 * [access §4.6] Every REQUESTED slip of the list is asked for again every 5 s until it is not REQUESTED any more.
 * Polling stops when the screen goes away or the partner changes (the effect's cleanup).
 */
export function useSlipPolling(partnerId: number, slips: StoredSlip[] | undefined): void {
  const requested = (slips ?? []).filter((slip) => slip.availability === 'REQUESTED').map((slip) => slip.id).join(',');
  useEffect(() => {
    if (!requested) return;
    const ids = requested.split(',').map(Number);
    const timer = setInterval(() => {
      // A failed ask is asked again at the next tick; a 404 drops the slip (refreshSlip).
      for (const id of ids) void refreshSlip(partnerId, id).catch(() => undefined);
    }, SLIP_POLL_MS);
    return () => clearInterval(timer);
  }, [partnerId, requested]);
}
