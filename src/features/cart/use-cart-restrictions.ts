import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import { cartMessages } from './messages';
import { cartRestrictions } from './view-only';

export interface CartRestrictions {
  viewOnly: boolean;
  locked: boolean;
  readOnly: boolean;
  /** why the purchase controls are disabled; null while the cart takes changes */
  note: string | null;
}

type Kind = 'open' | 'locked' | 'view-only';

const RESTRICTIONS: Record<Kind, CartRestrictions> = {
  open: { viewOnly: false, locked: false, readOnly: false, note: null },
  locked: { viewOnly: false, locked: true, readOnly: true, note: cartMessages.lockedNote },
  'view-only': { viewOnly: true, locked: false, readOnly: true, note: cartMessages.viewOnlyText },
};

/**
 * Whether the partner's stored cart takes changes (view-only registration, LOCKED cart).
 * The query answers a string, so a cart write that keeps the status re-renders no card.
 */
export function useCartRestrictions(partnerId: number): CartRestrictions {
  const kind = useLiveQuery(async (): Promise<Kind> => {
    const { viewOnly, locked } = cartRestrictions((await userDb().carts.get(partnerId)) ?? null);
    return viewOnly ? 'view-only' : locked ? 'locked' : 'open';
  }, [partnerId]);
  return RESTRICTIONS[kind ?? 'open'];
}
