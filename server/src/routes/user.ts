import { Hono } from 'hono';
import type { UserMe, UserProfile } from '../../../src/domain/entities/account';
import type { AppDeps, AppEnv } from '../deps';
import { findProfile, findUserById, touchLastAccessed } from '../db/queries/users';
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
    .put('/user/last-accessed', auth, async (c) => {
      await touchLastAccessed(db, c.get('auth').userId, clock.now());
      return c.body(null, 204);
    });
}
