import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';

// DECISIONS gap (T-11): once acknowledged, the view-only modal stays away for a day.
export const VIEW_ONLY_ACK_MS = 24 * 60 * 60 * 1000;

export function viewOnlyAcknowledgedRecently(now = Date.now()): boolean {
  const at = Number(readLocal(LOCAL_KEYS.lockedModalAcknowledgedAt));
  return Number.isFinite(at) && at > 0 && now - at < VIEW_ONLY_ACK_MS;
}

export function acknowledgeViewOnly(now = Date.now()): void {
  writeLocal(LOCAL_KEYS.lockedModalAcknowledgedAt, String(now));
}

/** What the cart lets the customer do: view-only for outdated registrations, locked otherwise. */
export function cartRestrictions(cart: { status: string; outdatedRegistration: boolean } | null) {
  const viewOnly = cart?.outdatedRegistration === true;
  const locked = !viewOnly && cart?.status === 'LOCKED';
  return { viewOnly, locked, readOnly: viewOnly || locked };
}
