import { useSyncExternalStore } from 'react';
import { currentPartnerId, subscribeSession } from '../../session/session';

/** The stored (selected) partner, re-rendering when it changes: for screens whose URL does not carry it. */
export function useCurrentPartnerId(): number | null {
  return useSyncExternalStore(subscribeSession, currentPartnerId, currentPartnerId);
}
