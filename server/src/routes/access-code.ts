import { Hono } from 'hono';
import { z } from 'zod';
import type { MessageAnswer } from '../../../src/domain/entities/account';
import type { AppDeps, AppEnv } from '../deps';
import { hasLiveResetToken, lockUserRow } from '../db/queries/recovery';
import { findUserById, setAccessCode, type UserRow } from '../db/queries/users';
import { isTrivialCode } from '../domain/access-code';
import { endOtherAccess } from '../domain/credential-change';
import { PASSWORD_MAX, recoveryMessages as m } from '../domain/recovery';
import { hashCode, verifyCode } from '../domain/secrets';
import { clientNetwork } from '../http/client-address';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth } from '../http/guards';
import { loginSucceeded, reserveLoginAttempt } from '../http/login-throttle';

const changeSchema = z.object({
  definitiveAccessCode: z.string({ error: m.accessCodeFormat }).regex(/^\d{6}$/, m.accessCodeFormat),
  currentAccessCode: z.string({ error: m.currentMissing }).max(PASSWORD_MAX, m.currentWrong).optional(),
});

/** The current access code (spent temporary ones included) or the password from a reset. */
async function isCurrentCredential(user: UserRow, typed: string): Promise<boolean> {
  if (await verifyCode(typed, user.code_hash)) return true;
  return user.password_hash !== null && (await verifyCode(typed, user.password_hash));
}

/**
 * /alterar-codigo-acesso: the signed-in user chooses a DEFINITIVE code; their other sessions and devices end. A
 * session alone is not proof (a saved user signs in with one tap): the current code or password is asked, counted
 * by the login throttle, unless a reset code was validated in the last 15 minutes (docs/decisions/
 * access-code-change-proof.md).
 */
export function accessCodeRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  return new Hono<AppEnv>().post('/user/signup/change-access-code', requireAuth(deps), async (c) => {
    const { definitiveAccessCode, currentAccessCode } = parse(changeSchema, await readJson(c));
    if (isTrivialCode(definitiveAccessCode)) fail(400, m.trivialCode);
    const auth = c.get('auth');
    const now = clock.now();
    if (!(await hasLiveResetToken(db, auth.userId, now))) {
      if (!currentAccessCode) fail(400, m.currentMissing);
      const user = (await findUserById(db, auth.userId))!;
      const sources = await reserveLoginAttempt(db, { username: user.username, deviceId: auth.deviceId, network: clientNetwork(c, config.trustProxy), now });
      if (!(await isCurrentCredential(user, currentAccessCode))) fail(400, m.currentWrong);
      await loginSucceeded(db, user.username, sources);
    }
    const codeHash = await hashCode(definitiveAccessCode);
    await db.transaction(async (tx) => {
      await lockUserRow(tx, auth.userId);
      await setAccessCode(tx, auth.userId, codeHash, 'DEFINITIVE');
      await endOtherAccess(tx, { id: auth.userId, username: auth.username }, { sessionId: auth.sessionId, deviceId: auth.deviceId }, now);
    });
    const answer: MessageAnswer = { message: m.codeDefined };
    return c.json(answer);
  });
}
