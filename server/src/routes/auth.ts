import { Hono } from 'hono';
import { z } from 'zod';
import { loginUsername } from '../../../src/domain/tax-id';
import type { LoginResponse } from '../../../src/domain/entities/account';
import type { AppDeps, AppEnv } from '../deps';
import * as keep from '../db/queries/keep-connected';
import { revokeDeviceSessions, revokeSession } from '../db/queries/sessions';
import { findTradeName, findUserById, findUserByUsername, spendTemporaryCode, type UserRow } from '../db/queries/users';
import { ACCESS_CODE_LENGTH } from '../domain/access-code';
import { PASSWORD_MAX, PASSWORD_MIN, recoveryMessages } from '../domain/recovery';
import { newSecret, sha256, verifyCode } from '../domain/secrets';
import { issueToken, refuseInactive, STATUS_CODES, STATUS_MESSAGES } from '../domain/sign-in';
import { clientNetwork } from '../http/client-address';
import { deviceIdOf, userAgentOf } from '../http/device';
import { fail, parse, readJson } from '../http/errors';
import { requireAuth } from '../http/guards';
import { loginSucceeded, reserveLoginAttempt } from '../http/login-throttle';

const loginSchema = z.object({
  username: z.string({ error: 'Informe o usuário.' }).trim().min(1, 'Informe o usuário.').max(100, 'Usuário inválido.'),
  // The 6-character access code or an 8–64 character password
  // (docs/decisions/0085-one-credential-model-access-code-temporary-or-definitive.md).
  password: z
    .string({ error: 'Informe o código de acesso.' })
    .max(PASSWORD_MAX, recoveryMessages.passwordMax)
    .refine((value) => value.length === ACCESS_CODE_LENGTH || value.length >= PASSWORD_MIN, 'O código de acesso deve ter 6 caracteres.'),
  keepConnected: z.boolean({ error: 'Valor de keepConnected inválido.' }).default(true),
});

const keepConnectedSchema = z.object({
  keepConnectedId: z.string({ error: 'Informe o usuário salvo.' }).min(1, 'Informe o usuário.').max(200, 'Usuário salvo inválido.'),
});

const WRONG_PASSWORD = 'Senha incorreta.';
const TEMPORARY_CODE_WARNING =
  "Você entrou com um código de acesso temporário, que vale para um único acesso. Defina seu código de acesso em Perfil > 'Alterar código de acesso'.";
const DEVICE_PROBLEM = 'Houve um problema ao tentar entrar, tente novamente.';
const SAVED_USER_GONE = 'Usuário não encontrado neste dispositivo. Entre novamente.';

/**
 * 470/471 come only after the right code: the answer may give the name the recovery greets by [access §2.9], the
 * customer's trade name (none for a person without one: 'Cliente,').
 */
async function holder(db: AppDeps['db'], user: UserRow): Promise<{ name?: string }> {
  const tradeName = await findTradeName(db, user.customer_id);
  return tradeName ? { name: tradeName } : {};
}

/** 403 for a blocked guest, 470/471 for users who may not enter with their current code. */
async function refuseBlocked(db: AppDeps['db'], user: UserRow): Promise<void> {
  refuseInactive(user);
  if (user.status !== 'ACTIVE') fail(STATUS_CODES[user.status], STATUS_MESSAGES[user.status], await holder(db, user));
}

export function authRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  return new Hono<AppEnv>()
    .post('/authentication', async (c) => {
      const deviceId = deviceIdOf(c);
      if (!deviceId) fail(472, DEVICE_PROBLEM);
      const body = parse(loginSchema, await readJson(c));
      const username = loginUsername(body.username).toLowerCase();
      const now = clock.now();
      // Counted as a failure before the slow code check, in one statement per counter: a burst checks no more codes
      // than the same attempts one after the other; a right code gives the attempt back.
      const sources = await reserveLoginAttempt(db, { username, deviceId, network: clientNetwork(c, config.trustProxy), now });
      const user = await findUserByUsername(db, username);
      if (!user) fail(401, 'Usuário e/ou código de acesso inválidos');
      const withCode = body.password.length === ACCESS_CODE_LENGTH;
      if (withCode && !(await verifyCode(body.password, user.code_hash))) fail(401, 'Código de acesso não encontrado');
      if (!withCode && !(user.password_hash && (await verifyCode(body.password, user.password_hash)))) fail(401, WRONG_PASSWORD);
      await loginSucceeded(db, username, sources);
      await refuseBlocked(db, user);
      let warning = user.password_warning;
      if (withCode && user.code_kind === 'TEMPORARY') {
        // One sign-in per temporary code: the statement that spends it lets exactly one login through.
        if (!(await spendTemporaryCode(db, user.id, user.code_hash, now))) fail(STATUS_CODES.CHANGE_REQUIRED, STATUS_MESSAGES.CHANGE_REQUIRED, await holder(db, user));
        warning = TEMPORARY_CODE_WARNING;
      }
      if (body.keepConnected) await keep.upsertKeepConnected(db, user.id, deviceId, sha256(newSecret()), now);
      const answer: LoginResponse = { token: await issueToken(deps, user, deviceId, userAgentOf(c)) };
      if (warning) answer.changePasswordWarning = warning;
      return c.json(answer);
    })
    // Only hashes are stored, so listing hands out fresh secrets; earlier ones of these entries stop working.
    .get('/authentication/keepconnected', async (c) => {
      const deviceId = deviceIdOf(c);
      if (!deviceId) return c.json([]);
      const entries = await keep.listDeviceEntries(db, deviceId);
      const answer = [];
      for (const entry of entries) {
        const secret = newSecret();
        await keep.replaceSecret(db, entry.id, sha256(secret));
        answer.push({ keepConnectedId: secret, userFullName: entry.full_name, username: entry.username });
      }
      return c.json(answer);
    })
    .post('/authentication/keepconnected', async (c) => {
      const deviceId = deviceIdOf(c);
      const { keepConnectedId } = parse(keepConnectedSchema, await readJson(c));
      const entry = deviceId ? await keep.findEntryBySecret(db, deviceId, sha256(keepConnectedId)) : undefined;
      if (!deviceId || !entry) fail(401, SAVED_USER_GONE);
      const user = (await findUserById(db, entry.user_id))!;
      await refuseBlocked(db, user);
      const rotated = newSecret();
      await keep.replaceSecret(db, entry.id, sha256(rotated));
      return c.json({ token: await issueToken(deps, user, deviceId, userAgentOf(c)), keepConnectedId: rotated });
    })
    .delete('/authentication/keepconnected', async (c) => {
      const deviceId = deviceIdOf(c);
      const keepConnectedId = c.req.query('keepConnectedId');
      if (!keepConnectedId) fail(400, 'Informe o usuário salvo.');
      const entry = deviceId ? await keep.findEntryBySecret(db, deviceId, sha256(keepConnectedId)) : undefined;
      if (!deviceId || !entry) fail(404, SAVED_USER_GONE);
      await db.transaction(async (tx) => {
        await keep.deleteEntry(tx, entry.id);
        await revokeDeviceSessions(tx, entry.user_id, deviceId, clock.now());
      });
      return c.body(null, 204);
    })
    // Sign-out: ends this token's session (its next request is 401). The device's saved user stays: leaving the
    // account is not forgetting it on the device (DELETE /authentication/keepconnected does that).
    .delete('/authentication/session', requireAuth(deps), async (c) => {
      await revokeSession(db, c.get('auth').sessionId, clock.now());
      return c.body(null, 204);
    });
}
