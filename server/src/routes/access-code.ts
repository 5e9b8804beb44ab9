import { Hono } from 'hono';
import { z } from 'zod';
import type { MessageAnswer } from '../../../src/domain/entities/account';
import type { AppDeps, AppEnv } from '../deps';
import { lockUserRow } from '../db/queries/recovery';
import { setAccessCode } from '../db/queries/users';
import { isTrivialCode } from '../domain/access-code';
import { endOtherAccess } from '../domain/credential-change';
import { recoveryMessages as m } from '../domain/recovery';
import { hashCode } from '../domain/secrets';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth } from '../http/guards';

const changeSchema = z.object({
  definitiveAccessCode: z.string({ error: m.accessCodeFormat }).regex(/^\d{6}$/, m.accessCodeFormat),
});

/** /alterar-codigo-acesso: the signed-in user chooses a DEFINITIVE code; their other sessions and devices end. */
export function accessCodeRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>().post('/user/signup/change-access-code', requireAuth(deps), async (c) => {
    const { definitiveAccessCode } = parse(changeSchema, await readJson(c));
    if (isTrivialCode(definitiveAccessCode)) fail(400, m.trivialCode);
    const auth = c.get('auth');
    const codeHash = await hashCode(definitiveAccessCode);
    await db.transaction(async (tx) => {
      await lockUserRow(tx, auth.userId);
      await setAccessCode(tx, auth.userId, codeHash, 'DEFINITIVE');
      await endOtherAccess(tx, { id: auth.userId, username: auth.username }, { sessionId: auth.sessionId, deviceId: auth.deviceId }, clock.now());
    });
    const answer: MessageAnswer = { message: m.codeDefined };
    return c.json(answer);
  });
}
