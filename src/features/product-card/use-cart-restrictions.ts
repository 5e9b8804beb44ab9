import { userDb, type UserDb } from '../../db/user-db';
import { productCardMessages } from './messages';
import { sharedLiveQuery, sharedQueryFor, useSharedQuery, type SharedQuery } from './shared-live-query';
import { cartRestrictions } from '../../domain/cart-restrictions';

interface CartRestrictions {
  viewOnly: boolean;
  locked: boolean;
  readOnly: boolean;
  /** why the purchase controls are disabled; null while the cart takes changes */
  note: string | null;
}

type Kind = 'open' | 'locked' | 'view-only';

const RESTRICTIONS: Record<Kind, CartRestrictions> = {
  open: { viewOnly: false, locked: false, readOnly: false, note: null },
  locked: { viewOnly: false, locked: true, readOnly: true, note: productCardMessages.lockedNote },
  'view-only': { viewOnly: true, locked: false, readOnly: true, note: productCardMessages.viewOnlyText },
};

function restrictionsQuery(db: UserDb, partnerId: number): SharedQuery<Kind> {
  return sharedQueryFor(db, `cart-restrictions:${partnerId}`, () =>
    sharedLiveQuery(async (): Promise<Kind> => {
      const { viewOnly, locked } = cartRestrictions((await db.carts.get(partnerId)) ?? null);
      return viewOnly ? 'view-only' : locked ? 'locked' : 'open';
    }),
  );
}

const select = (kind: Kind | undefined) => RESTRICTIONS[kind ?? 'open'];

/**
 * Whether the partner's stored cart takes changes (view-only registration, LOCKED cart).
 * Every card of a screen shares one query; it answers a string, so a cart write that
 * keeps the status re-renders no card.
 */
export function useCartRestrictions(partnerId: number): CartRestrictions {
  return useSharedQuery(restrictionsQuery(userDb(), partnerId), select);
}
