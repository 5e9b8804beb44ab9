import type { Db } from '../db/client';
import { deleteOtherDeviceEntries } from '../db/queries/keep-connected';
import { clearUsernameFailures } from '../db/queries/login-throttle';
import { revokeOtherSessions } from '../db/queries/sessions';

interface KeptAccess {
  /** the session making the change, when signed in */
  sessionId: string | null;
  /** the device making the change: its saved user stays */
  deviceId: string | null;
}

/**
 * After a new password or access code: every other session ends at its next request, other devices forget the
 * user (a saved user there would otherwise sign in again without any credential), and a login lock is lifted.
 */
export async function endOtherAccess(tx: Db, user: { id: number; username: string }, kept: KeptAccess, now: Date): Promise<void> {
  await revokeOtherSessions(tx, user.id, kept.sessionId, now);
  await deleteOtherDeviceEntries(tx, user.id, kept.deviceId);
  await clearUsernameFailures(tx, user.username);
}
