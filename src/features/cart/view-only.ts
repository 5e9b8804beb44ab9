import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';

// A spec gap, decided in docs/decisions/0022-view-only-and-locked-carts.md: once acknowledged, the view-only modal stays
// away for a day.
const VIEW_ONLY_ACK_MS = 24 * 60 * 60 * 1000;

export function viewOnlyAcknowledgedRecently(now = Date.now()): boolean {
  const at = Number(readLocal(LOCAL_KEYS.lockedModalAcknowledgedAt));
  return Number.isFinite(at) && at > 0 && now - at < VIEW_ONLY_ACK_MS;
}

export function acknowledgeViewOnly(now = Date.now()): void {
  writeLocal(LOCAL_KEYS.lockedModalAcknowledgedAt, String(now));
}
