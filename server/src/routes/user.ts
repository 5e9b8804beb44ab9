import { Hono } from 'hono';
import type { UserContact, UserMe, UserProfile } from '../../../src/domain/entities/account';
import type { AppDeps, AppEnv } from '../deps';
import { findRecoveryContacts } from '../db/queries/recovery';
import { recordDeviceAccess } from '../db/queries/user-devices';
import { findProfile, findUserById, touchLastAccessed } from '../db/queries/users';
import { maskPhone } from '../../../src/domain/contact-masks';
import { maskEmail } from '../domain/recovery';
import { userAgentOf } from '../http/device';
import { fail, SESSION_EXPIRED } from '../http/errors';
import { requireAuth } from '../http/guards';

export function userRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get('/user/me', auth, async (c) => {
      const user = await findUserById(db, c.get('auth').userId);
      if (!user) fail(401, SESSION_EXPIRED);
      const answer: UserMe = { principal: { id: user.id, name: user.full_name } };
      return c.json(answer);
    })
    .get('/user/profile', auth, async (c) => {
      const profile = await findProfile(db, c.get('auth').userId);
      if (!profile) fail(401, SESSION_EXPIRED);
      const answer: UserProfile = { name: profile.full_name, contact: profile.phone, flagPushNotification: profile.push_notifications };
      return c.json(answer);
    })
    // The contacts a reset code can go to, masked as the recovery screen shows them (docs/decisions/0123-user-contacts.md).
    .get('/user/contacts', auth, async (c) => {
      const { phones, email } = await findRecoveryContacts(db, c.get('auth').customerId);
      const answer: UserContact[] = [
        ...phones.filter(({ phone }) => phone.length >= 10).map(({ phone }): UserContact => ({ type: 'phone', value: maskPhone(phone) })),
        ...(email?.includes('@') ? [{ type: 'email' as const, value: maskEmail(email) }] : []),
      ];
      return c.json(answer);
    })
    // The app calls it once per session: it also refreshes this device's record (GET /user/devices).
    .put('/user/last-accessed', auth, async (c) => {
      const { userId, deviceId } = c.get('auth');
      const now = clock.now();
      await touchLastAccessed(db, userId, now);
      await recordDeviceAccess(db, userId, deviceId, userAgentOf(c), now);
      return c.body(null, 204);
    });
}
