// After each sign-in (and each app start with a stored session): tell the server the user
// is here (`PUT /user/last-accessed`) and take their current name (`GET /user/me`).
// Fire and forget: failures (offline included) change nothing.
import { fetchMe, touchLastAccessed } from '../api/auth';
import { currentPartnerId, getSession, setDisplayName, subscribeSession } from './session';

let announcedToken: string | null = null;

/**
 * Once per session token (a new sign-in is a new token), as soon as a partner is chosen:
 * both calls carry the default headers, the partner included [access §7.5].
 */
function announcePresence(): void {
  const session = getSession();
  if (!session || session.token === announcedToken || currentPartnerId() === null) return;
  announcedToken = session.token;
  void touchLastAccessed().catch(() => undefined);
  void fetchMe()
    .then((me) => {
      const name = me?.principal?.name;
      // Still the same user when the answer arrives.
      if (name && getSession()?.username === session.username) setDisplayName(session.username, name);
    })
    .catch(() => undefined);
}

/** Call from the shell's startup effect; follows later sign-ins. Returns the unsubscribe. */
export function startUserPresence(): () => void {
  announcePresence();
  return subscribeSession(announcePresence);
}
