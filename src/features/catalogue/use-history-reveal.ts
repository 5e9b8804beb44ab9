// On a phone the history lane stacks its cards (a sideways swipe archives), so 13 cards made
// it about 6,600 px tall: it shows a few, and 'Ver mais' shows the rest of the cards held,
// then a page more from the server. How far it was opened is kept for the session, so coming
// back home (and its scroll memory) finds the same cards.
import { useState } from 'react';
import { userDb, type UserDb } from '../../db/user-db';
import { DESKTOP_QUERY } from '../product-card/card-mode';
import { useMediaQuery } from '../../ui/use-media-query';

/** Cards a phone's history lane opens with. */
export const HISTORY_FIRST_CARDS = 4;
/** Cards each 'Ver mais' adds: a page of the purchase lists [commerce §9]. */
const HISTORY_STEP = 13;

// per user database: another user signing in on this tab starts again
const revealedByUser = new WeakMap<UserDb, Map<string, number>>();

function revealedOf(db: UserDb): Map<string, number> {
  let revealed = revealedByUser.get(db);
  if (!revealed) revealedByUser.set(db, (revealed = new Map()));
  return revealed;
}

export interface HistoryReveal {
  /** how many of the held cards show (Infinity: all, on a wide screen or in another lane) */
  limit: number;
  /** 'Ver mais' shows more: true when the next page must be loaded for them (the lane's `held` cards all show) */
  revealMore: (held: number) => boolean;
}

export function useHistoryReveal(key: string, active: boolean): HistoryReveal {
  const wide = useMediaQuery(DESKTOP_QUERY);
  const [, rerender] = useState(0);
  const revealedBy = revealedOf(userDb());
  const current = revealedBy.get(key) ?? HISTORY_FIRST_CARDS;
  if (!active || wide) return { limit: Infinity, revealMore: () => true };
  return {
    limit: current,
    revealMore: (held) => {
      // the held cards first (offline too), then a page from the server
      const next = current < held ? Math.min(current + HISTORY_STEP, held) : held + HISTORY_STEP;
      revealedBy.set(key, next);
      rerender((n) => n + 1);
      return current >= held;
    },
  };
}
