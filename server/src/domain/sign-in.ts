import type { AppDeps } from '../deps';
import { createSession } from '../db/queries/sessions';
import type { UserRow } from '../db/queries/users';
import { signToken } from './tokens';

/** A new server session for the user on this device and its token. */
export async function issueToken({ db, config, clock }: AppDeps, user: UserRow, deviceId: string): Promise<string> {
  const now = clock.now();
  const sid = await createSession(db, user.id, deviceId, now);
  return signToken(
    config.jwtSecret,
    { sub: String(user.id), user: user.username, name: user.full_name, cid: user.customer_id, sid, did: deviceId },
    now,
  );
}

export const STATUS_MESSAGES = {
  CHANGE_REQUIRED: 'Seu código de acesso temporário não pode mais ser usado. Redefina sua senha para continuar.',
  EXPIRED: 'Seu acesso expirou. Solicite um novo código de acesso.',
} as const;

export const STATUS_CODES = { CHANGE_REQUIRED: 470, EXPIRED: 471 } as const;
