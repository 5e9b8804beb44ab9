import type { AppDeps } from '../deps';
import { createSession } from '../db/queries/sessions';
import { recordDeviceAccess } from '../db/queries/user-devices';
import type { UserRow } from '../db/queries/users';
import { refuse } from './refusal';
import { signToken } from './tokens';

export const BLOCKED_GUEST = 'Seu acesso foi bloqueado pelo titular da conta. Fale com ele para voltar a entrar.';

/** A guest the holder has blocked may not sign in, by any route (403). */
export function refuseInactive(user: UserRow): void {
  if (!user.active) refuse('forbidden', BLOCKED_GUEST);
}

/**
 * A new server session for the user on this device and its token; the device's record (GET /user/devices) is
 * created or refreshed with the request's User-Agent.
 */
export async function issueToken(deps: AppDeps, user: UserRow, deviceId: string, userAgent: string): Promise<string> {
  const { db, config, clock } = deps;
  refuseInactive(user);
  const now = clock.now();
  const sid = await createSession(db, user.id, deviceId, now);
  await recordDeviceAccess(db, user.id, deviceId, userAgent, now);
  return signToken(
    config.jwtSecret,
    {
      sub: String(user.id), user: user.username, name: user.full_name, cid: user.customer_id, sid, did: deviceId,
      ...(user.role === 'GUEST' ? { guest: true as const } : {}),
    },
    now,
  );
}

export const STATUS_MESSAGES = {
  CHANGE_REQUIRED: 'Seu código de acesso temporário não pode mais ser usado. Redefina sua senha para continuar.',
  EXPIRED: 'Seu acesso expirou. Solicite um novo código de acesso.',
} as const;

export const STATUS_CODES = { CHANGE_REQUIRED: 470, EXPIRED: 471 } as const;
