// Unique access [access §2.7, §7.1]: the link sent with the credentials signs the user in once, within 24 hours.
import { Hono } from 'hono';
import type { LoginResponse } from '../../../src/domain/entities/account';
import type { AppDeps, AppEnv } from '../deps';
import { upsertKeepConnected } from '../db/queries/keep-connected';
import { findUserById } from '../db/queries/users';
import { newSecret, sha256 } from '../domain/secrets';
import { issueToken, STATUS_CODES, STATUS_MESSAGES } from '../domain/sign-in';
import { deviceIdOf, userAgentOf } from '../http/device';
import { fail } from '../http/errors';
import { spendLink } from '../http/one-time-link';

const LINK_GONE = 'Link expirado ou já utilizado!';

export function uniqueAccessRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>().post('/authentication/unique-access', async (c) => {
    const deviceId = deviceIdOf(c);
    if (!deviceId) fail(472, 'Houve um problema ao tentar entrar, tente novamente.');
    // The API's name for it (uniqueLoginAccessId), and the page's (uniqueAccessId) [docs/product-decisions.md, Routes].
    const secret = (c.req.query('uniqueLoginAccessId') ?? c.req.query('uniqueAccessId') ?? '').trim();
    if (secret.length < 16 || secret.length > 200) fail(400, 'Link de acesso inválido.');
    const now = clock.now();
    const user = await db.transaction(async (tx) => {
      const link = await spendLink(tx, 'UNIQUE_ACCESS', secret, now, LINK_GONE);
      const found = await findUserById(tx, link.user_id ?? 0);
      if (!found) fail(410, LINK_GONE);
      // 470/471 as the login answers them; the link stays unused (it cannot sign this user in anyway).
      if (found.status !== 'ACTIVE') fail(STATUS_CODES[found.status], STATUS_MESSAGES[found.status]);
      return found;
    });
    // As a login with keepConnected: the device remembers the user.
    await upsertKeepConnected(db, user.id, deviceId, sha256(newSecret()), now);
    const answer: LoginResponse = { token: await issueToken(deps, user, deviceId, userAgentOf(c)) };
    return c.json(answer);
  });
}
