import type { Session } from '../session/session';
import { currentPartnerId, getSession, mayHaveSavedUsers, setCurrentPartnerId } from '../session/session';

/** Services the route guards use; tests pass fakes. */
export interface RouterContext {
  getSession: () => Session | null;
  currentPartnerId: () => number | null;
  clearPartner: () => void;
  ensurePartnerSelected: (id: number) => Promise<boolean>;
  /** false when the server cannot know saved users for this device */
  mayHaveSavedUsers: () => Promise<boolean>;
}

export const appRouterContext: RouterContext = {
  getSession,
  currentPartnerId,
  mayHaveSavedUsers,
  clearPartner: () => setCurrentPartnerId(null),
  // Dynamic: the guard reads Dexie, which the public screens must not load.
  ensurePartnerSelected: async (id) =>
    (await import('../features/partners/partner-guard')).ensurePartnerSelected(id),
};
