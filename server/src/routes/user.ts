import { Hono } from 'hono';
import type { UserMe } from '../../../src/domain/entities/account';
import type { AppDeps, AppEnv } from '../deps';
import { findUserById } from '../db/queries/users';
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
    .put('/user/last-accessed', auth, async (c) => {
      await db.query('UPDATE users SET last_accessed_at = $2 WHERE id = $1', [c.get('auth').userId, clock.now().toISOString()]);
      return c.body(null, 204);
    });
}
