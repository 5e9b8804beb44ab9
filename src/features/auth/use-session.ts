import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../../session/session';

/** The signed-in session, re-rendering when it changes (sign-in, sign-out, any 401). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
