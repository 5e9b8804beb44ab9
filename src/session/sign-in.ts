// Signing in: with a code, or with the unique-access link after activation. The login screen
// loads this module when the visitor starts to fill the form (not with the page).
import * as api from '../api/auth';
import { ApiError } from '../api/errors';
import { resetDeviceId } from '../db/device-id';
import { loginUsername } from '../domain/tax-id';
import { storeSession } from './session';

const SIGN_IN_MESSAGES = {
  invalidDefault: 'Usuário ou código de acesso incorreto!',
  unknownUsername: 'Usuário e/ou código de acesso inválidos',
  wrongCode: 'Código de acesso não encontrado',
  deviceReset: 'Houve um problema ao tentar entrar, tente novamente.',
} as const;

export type SignInResult =
  | { kind: 'ok' }
  | { kind: 'warning'; text: string }
  | { kind: 'invalid'; message: string; field: 'username' | 'code' | null }
  | { kind: 'password-change-required'; name: string | null }
  | { kind: 'access-expired'; name: string | null }
  | { kind: 'device-reset'; message: string }
  | { kind: 'error'; message: string };

/** A 470 or 471 gives the name of the code's holder's business (the code was right): the recovery greets by it. */
function holderName(error: ApiError): string | null {
  return typeof error.body.name === 'string' && error.body.name !== '' ? error.body.name : null;
}

function signInFailure(error: unknown): SignInResult {
  if (!(error instanceof ApiError)) return { kind: 'error', message: SIGN_IN_MESSAGES.invalidDefault };
  switch (error.status) {
    case 401: {
      const message = error.body.message || SIGN_IN_MESSAGES.invalidDefault;
      const field =
        message === SIGN_IN_MESSAGES.unknownUsername ? 'username' : message === SIGN_IN_MESSAGES.wrongCode ? 'code' : null;
      return { kind: 'invalid', message, field };
    }
    case 470:
      return { kind: 'password-change-required', name: holderName(error) };
    case 471:
      return { kind: 'access-expired', name: holderName(error) };
    case 472:
      return { kind: 'device-reset', message: SIGN_IN_MESSAGES.deviceReset };
    case 403: // a blocked guest: the server says so
    case 423:
    case 429:
      // Throttled or locked: the server's message says how long to wait or what to do.
      return { kind: 'error', message: error.body.message || SIGN_IN_MESSAGES.invalidDefault };
    default:
      // Without an answer "wrong code" would mislead: say the connection failed.
      return { kind: 'error', message: error.kind === 'network' ? error.body.message : SIGN_IN_MESSAGES.invalidDefault };
  }
}

export async function signIn(username: string, code: string): Promise<SignInResult> {
  try {
    const answer = await api.login({ username: loginUsername(username), password: code, keepConnected: true });
    await storeSession(answer.token);
    return answer.changePasswordWarning ? { kind: 'warning', text: answer.changePasswordWarning } : { kind: 'ok' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 472) await resetDeviceId();
    return signInFailure(error);
  }
}

export type UniqueAccessResult = 'ok' | 'link-gone' | 'access-expired' | 'network';

/** Signs in with the unique-access link sent after activation [access §2.7]: the token is kept as a login's. */
export async function signInWithUniqueAccess(uniqueAccessId: string): Promise<UniqueAccessResult> {
  try {
    await storeSession((await api.postUniqueAccess(uniqueAccessId)).token);
    return 'ok';
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'http') return 'network';
    return error.status === 470 || error.status === 471 ? 'access-expired' : 'link-gone';
  }
}
