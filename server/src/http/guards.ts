import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, Auth } from '../deps';
import { servesCustomer } from '../db/queries/partners';
import { isSessionActive } from '../db/queries/sessions';
import { verifyToken } from '../domain/tokens';
import { deviceIdOf } from './device';
import { fail, SESSION_EXPIRED } from './errors';
import type { Db } from '../db/client';

/** Bearer token, signature, expiry and the token's device in the deviceId header: its claims, or 401. */
async function tokenAuth(c: Context<AppEnv>, secret: Uint8Array, now: Date): Promise<Auth> {
  const header = c.req.header('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = token ? await verifyToken(secret, token, now) : null;
  // A token is bound to its device: without the deviceId header (or with another) it is refused.
  if (!claims || deviceIdOf(c) !== claims.did) fail(401, SESSION_EXPIRED);
  return {
    userId: Number(claims.sub),
    username: claims.user,
    name: claims.name,
    customerId: claims.cid,
    sessionId: claims.sid,
    deviceId: claims.did,
    guest: claims.guest === true,
  };
}

export function assertLive(live: boolean): void {
  if (!live) fail(401, SESSION_EXPIRED);
}

/** Bearer token, signature, expiry, the token's device in the deviceId header, and a live server session. */
export function requireAuth({ db, config, clock }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const now = clock.now();
    const auth = await tokenAuth(c, config.jwtSecret, now);
    assertLive(await isSessionActive(db, auth, now));
    c.set('auth', auth);
    await next();
  };
}

/**
 * `requireAuth` but for the live-session check, which the route makes in its own first statement (`liveSession`) and
 * answers with `assertLive` before anything else: one statement less on the hottest calls
 * (docs/decisions/0111-the-cart-calls-check-the-session-in-their-own-statement.md). Until then the claims are `tokenAuth`,
 * never `auth`.
 */
export function requireToken({ config, clock }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('tokenAuth', await tokenAuth(c, config.jwtSecret, clock.now()));
    await next();
  };
}

/** Calls only the account holder may make: a guest is answered 403 with `message` ('Somente o titular da conta pode …'). */
export function requireHolder(message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('auth').guest) fail(403, message);
    await next();
  };
}

/** The partner id when that partner serves the customer; 404 otherwise. */
export async function servedPartner(db: Db, customerId: number, value: string): Promise<number> {
  const id = /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  if (Number.isNaN(id) || !(await servesCustomer(db, id, customerId))) fail(404, 'Parceiro não encontrado.');
  return id;
}

/** Partner-scoped calls name the partner in the `partner` header. */
export function requirePartner({ db }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const value = c.req.header('partner');
    if (!value?.trim()) fail(400, 'Parceiro não informado.');
    c.set('partnerId', await servedPartner(db, c.get('auth').customerId, value));
    await next();
  };
}
